import { StateProvider } from '@site/shared/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
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
  const router = createAppRouter(remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StateProvider>
        <RouterProvider router={router} />
      </StateProvider>
    </StrictMode>,
  );
}

void start();
