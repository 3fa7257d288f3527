import { AppTree, routerInitialized, startedFromFirstView, yieldToMain } from '@site/shared/core';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayEarlyPress } from './app/early-press';
import { keepExitAddress, localizePreviewBar } from './app/preview-bar';
import { registerRemoteEntries } from './remotes/load-remote-routes';
import { type LiveRemote, fetchRemoteIndex } from './remotes/remote-index';
import { createAppRouter } from './router/create-app-router';

// A page that does not hydrate as rendered is rendered anew by React, which reports why: never silently.
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('The page was rendered again in the browser:', error, info.componentStack ?? '');
}

// Effects run once the tree is committed, a parent's after its children's: here, once the whole page is hydrated.
function WhenHydrated({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

async function start() {
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  localizePreviewBar();
  keepExitAddress();

  // Without remotes.json every page shows the host's own fallback, never a white screen.
  const remotes: LiveRemote[] = await fetchRemoteIndex().catch((error: unknown) => {
    console.error(error);
    return [];
  });
  registerRemoteEntries(remotes);
  await yieldToMain();
  const router = createAppRouter(remotes);
  // The first render waits for the page's code (and its data), so it renders the page at once: the very markup the
  // server sent, which React then takes over in place (same DOM nodes: what was typed, the scroll position and the
  // focus stay), or, without a first view, the page in place of the boot bar.
  await routerInitialized(router);
  await yieldToMain();
  const app = <AppTree router={router} />;
  if (startedFromFirstView()) {
    // A press kept while the page was not interactive is carried out on the hydrated element, by its own handler.
    hydrateRoot(container, <WhenHydrated then={replayEarlyPress}>{app}</WhenHydrated>, {
      onRecoverableError: reportRecoverableError,
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
