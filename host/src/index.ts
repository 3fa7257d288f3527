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
  for (const { as, href } of JSON.parse(held) as { as: string; href: string }[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));
  }
}

// An asynchronous boundary, so the federation runtime can set up shared modules before any of them is used.
void afterFirstView()
  .catch(() => undefined)
  .then(() => import('./bootstrap'));
