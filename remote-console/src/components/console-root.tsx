import type { SystemContext } from '@chakra-ui/react/styled-system';
import { UiProvider } from '@site/shared/ui';
import type { ReactNode } from 'react';
import { useConsolePageEffects } from './console-page-effects';

/** The UI system and the page-wide effects of the console's pages; `system` is one with more recipes, if needed. */
export function ConsoleRoot({ children, system }: { children: ReactNode; system?: SystemContext }) {
  useConsolePageEffects();
  return <UiProvider system={system}>{children}</UiProvider>;
}
