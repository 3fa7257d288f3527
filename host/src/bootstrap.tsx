import { StateProvider, i18n, queryClient, setRequestLanguage } from '@site/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import './i18n/host-texts';
import { registerRemoteEntries } from './remotes/load-remote-routes';
import { type RemoteIndexEntry, fetchRemoteIndex } from './remotes/remote-index';
import { createAppRouter } from './router/create-app-router';

async function start() {
  // Without remotes.json every page shows the host's own fallback, never a white screen.
  const remotes: RemoteIndexEntry[] = await fetchRemoteIndex().catch((error: unknown) => {
    console.error(error);
    return [];
  });
  registerRemoteEntries(remotes);
  setRequestLanguage(() => i18n.language);
  const router = createAppRouter(remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StateProvider>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </QueryClientProvider>
      </StateProvider>
    </StrictMode>,
  );
}

void start();
