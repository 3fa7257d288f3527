import { StateProvider, yieldToMain } from '@site/shared/core';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { keepDetailsState, keepTarget, releaseHeldStylesheets } from './app/first-view-state';
import { registerRemoteEntries } from './remotes/load-remote-routes';
import { type RemoteIndexEntry, fetchRemoteIndex } from './remotes/remote-index';
import { createAppRouter } from './router/create-app-router';

function AfterFirstRender({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}

async function start() {
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The server's first view of the page may have fields a visitor types into while the scripts start (the code that
  // keeps what they typed loads only then).
  const carryOver = container.querySelector('input, textarea, select')
    ? import('./app/carry-over-input').then((mod) => mod.carryOverInput(container))
    : undefined;

  // Without remotes.json every page shows the host's own fallback, never a white screen.
  const remotes: RemoteIndexEntry[] = await fetchRemoteIndex().catch((error: unknown) => {
    console.error(error);
    return [];
  });
  registerRemoteEntries(remotes);
  await yieldToMain();
  const router = createAppRouter(remotes);
  // The first render waits for the page's code, so it replaces what the root shows (the page's first view from the
  // server, or the boot bar) with the page in one step, never with a blank moment in between.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  await yieldToMain();
  const restoreInput = await carryOver?.catch(() => undefined);
  const restoreDetails = keepDetailsState(container);
  const afterRender = () => {
    releaseHeldStylesheets();
    restoreInput?.();
    restoreDetails();
    keepTarget();
  };

  const app = (
    <StrictMode>
      <StateProvider>
        <RouterProvider router={router} />
      </StateProvider>
    </StrictMode>
  );
  const root = createRoot(container);
  // A transition renders in slices that let the browser answer input in between: the page is already on screen
  // (the server's first view), so nothing is gained by blocking until it is rendered again.
  startTransition(() => {
    root.render(<AfterFirstRender then={afterRender}>{app}</AfterFirstRender>);
  });
}

void start();
