/**
 * A visitor may open or close a section (a <details>, such as a table of contents) of the server's first view before
 * the page's scripts run; their render replaces it with the same markup in its first state. Call before that render;
 * call the function it returns once the page has rendered: each section is as the visitor left it.
 */
export function keepDetailsState(container: HTMLElement): () => void {
  const before = [...container.querySelectorAll('details')];
  return () => {
    container.querySelectorAll('details').forEach((details, index) => {
      const old = before[index];
      if (old && old.open !== details.open) details.open = old.open;
    });
  };
}

/**
 * A visitor may follow a link to a heading in the first view (a table of contents): the heading is the page's target
 * (:target, which styles it). The rendered page's heading is a new element: following the same address again, in
 * place, makes it the target (it is already on screen, so nothing moves).
 */
export function keepTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target && !target.matches(':target')) window.location.replace(window.location.href);
}

/** What the build marks a stylesheet with when it held it (tooling/webpack/hold-first-view-stylesheets.ts). */
export const HELD_STYLESHEET_ATTRIBUTE = 'data-held-for-first-view';

/**
 * Applies the stylesheets that arrived while the server's first view was on screen: the build holds them, since
 * applying one restyles the whole first view, which has the same styles inline. Call as the render that replaces the
 * first view commits (a layout effect), so they apply with it in one restyle.
 */
export function releaseHeldStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${HELD_STYLESHEET_ATTRIBUTE}]`)) {
    link.removeAttribute('media');
    link.removeAttribute(HELD_STYLESHEET_ATTRIBUTE);
  }
}
