// By path, not by package: this code runs before the federation runtime has set up the shared modules, and the
// function keeps no state, so a copy of its own in the host's entry is harmless.
import { yieldToMain } from '../../shared/src/lib/yield-to-main';

// The page's first view, when the server sent one, shows without scripts; they start once it has painted, with the
// preload hints the server held back (so the page's own bytes are not shared with the code's).
async function afterFirstView(): Promise<void> {
  const held = document.getElementById('deferred-preloads')?.textContent;
  if (!held) return;
  await new Promise<void>((resolve) => {
    // The browser's own record of the first paint: it is on screen then, not just drawn (which can be a frame or
    // more earlier, when a busy phone presents it late).
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(resolve));
    }
    // A page opened in the background paints only when shown; its scripts do not wait for that.
    setTimeout(resolve, 1000);
  });
  const hints = JSON.parse(held) as { as: string; href: string }[];
  // Each hint starts a request, up to a few milliseconds of the main thread on a slow phone: one per task.
  for (const [index, { as, href }] of hints.entries()) {
    if (index > 0) await yieldToMain();
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));
  }
}

/**
 * The start, behind an asynchronous boundary so the federation runtime can set up shared modules before any of them
 * is used. The shared modules it needs first are set up one per task: resolving a module's version, loading its chunk
 * and running it are each a few milliseconds, and all of them at once made one long task on a slow phone.
 */
const startSteps = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@site/shared/core'),
  () => import('./bootstrap'),
];

// On a page with a first view the entry is an async script (server/src/releases/prerender.ts): it can run before the
// parser has reached the data tags and the root element it reads.
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

void (async () => {
  await documentParsed();
  await afterFirstView().catch(() => undefined);
  for (const step of startSteps) {
    await yieldToMain();
    await step();
  }
})();
