import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryProvider } from '@site/shared/query';
import { i18n } from '@site/shared/i18n';

/** The query cache and the i18n instance, for a remote running on its own (renderStandalone). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryProvider>
  );
}
