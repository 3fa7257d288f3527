import { AppTree, routerInitialized, startedFromFirstView, yieldToMain } from '@site/shared/core';
import { FIRST_VIEW_OFF_ATTRIBUTE } from '@site/contracts/first-view-look';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayEarlyPress, takeEarlyPress } from './app/early-press';
import { keepExitAddress, localizePreviewBar } from './app/preview-bar';
import { registerRemoteEntries } from './remotes/load-remote-routes';
import { type LiveRemote, fetchRemoteIndex } from './remotes/remote-index';
import { createAppRouter, loadStartingArea } from './router/create-app-router';

// A page that does not hydrate as rendered is rendered anew by React, which reports why: never silently.
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('The page was rendered again in the browser:', error, info.componentStack ?? '');
}

// Effects run once the tree is committed, a parent's after its children's: here, once the whole page is hydrated.
function WhenHydrated({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/**
 * A first view the page's inline script kept hidden (it is not in this browser's look): it goes, and the root shows
 * again, empty, for the application's render.
 */
function showRenderedAnew(container: HTMLElement) {
  if (document.documentElement.getAttribute(FIRST_VIEW_OFF_ATTRIBUTE) !== 'off') return;
  container.replaceChildren();
  document.documentElement.removeAttribute(FIRST_VIEW_OFF_ATTRIBUTE);
}

async function start() {
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  localizePreviewBar();
  keepExitAddress();
  // The address the server rendered the first view for, before the router may leave it.
  const renderedPath = window.location.pathname;

  // Without remotes.json every page shows the host's own fallback, never a white screen.
  const remotes: LiveRemote[] = await fetchRemoteIndex().catch((error: unknown) => {
    console.error(error);
    return [];
  });
  registerRemoteEntries(remotes);
  await yieldToMain();
  const startingArea = await loadStartingArea(remotes);
  await yieldToMain();
  const router = createAppRouter(remotes, startingArea);
  // The first render waits for the page's code (and, without a first view, its data), so it renders the page at once:
  // the very markup the server sent, which React then takes over in place (same DOM nodes: what was typed, the scroll
  // position and the focus stay), or, without a first view, the page in place of the boot bar.
  await routerInitialized(router);
  await yieldToMain();
  const app = <AppTree router={router} />;
  // The server chooses the device twin by the user agent alone, the browser's device rule by the window too (a phone
  // agent in a window 1024 px or wider): a page the rule has already moved is not the one the markup shows, and
  // hydrating it would only fail and draw the page again.
  if (startedFromFirstView() && window.location.pathname === renderedPath) {
    // A press kept while the page was not interactive is carried out on the hydrated element, by its own handler.
    hydrateRoot(container, <WhenHydrated then={replayEarlyPress}>{app}</WhenHydrated>, {
      onRecoverableError: reportRecoverableError,
    });
  } else {
    // Markup that is replaced has no element to carry a kept press out on: the keeping stops.
    takeEarlyPress();
    showRenderedAnew(container);
    createRoot(container).render(app);
  }
}

void start();
