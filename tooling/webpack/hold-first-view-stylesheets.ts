/**
 * Where a chunk's stylesheet goes: mini-css-extract-plugin's `insert`, which copies this function's source into each
 * app's runtime (so it names its values itself rather than importing them).
 *
 * While the server's first view is on screen (its end marker, `#first-view-end`, is in the page), a stylesheet that
 * arrives is held: it loads, but matches no media. Applying it would restyle the whole first view, which has the same
 * styles inline, only for the app's render to replace that view a moment later: on a slow phone one of the longest
 * tasks of the start. The host applies held stylesheets as its first render commits
 * (`releaseHeldStylesheets` in host/src/app/first-view-state.ts), in the one restyle the new page needs anyway.
 */
export function insertStylesheet(link: HTMLLinkElement): void {
  if (document.getElementById('first-view-end')) {
    link.media = 'not all';
    link.setAttribute('data-held-for-first-view', '');
  }
  document.head.appendChild(link);
}
