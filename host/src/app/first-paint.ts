/**
 * Resolves once the page's first contentful paint is on screen. Work that is not the page's own (the application's
 * code, the analytics tags' connection to another host) waits for it, so none of the page's bytes or the main
 * thread's time go to anything else first, and a tag inserted early does not become part of the first paint.
 */
export function firstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
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
    // A page opened in the background paints only when shown; its scripts do not wait for that. A page in view always
    // paints, however slow the device: the long wait is only a guard.
    setTimeout(resolve, document.visibilityState === 'hidden' ? 1000 : 10_000);
  });
}
