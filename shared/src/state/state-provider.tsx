import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from './store';

export function StateProvider({ children }: { children: ReactNode }) {
  return <Provider store={appStore}>{children}</Provider>;
}
