// What the API calls and the page read of the render they are part of. In the browser there is one page: its fetch is
// the browser's own, its config and first view are the page's tags. A server render's build (built for Node) has
// render-fetch.node.ts in place of this module, where each render brings its own.
import type { RenderScope } from './render-scope';

export type { RenderScope } from './render-scope';

/** The browser is never inside a server render. */
export function currentRender(): RenderScope | undefined {
  return undefined;
}

/** The fetch of the current caller. */
export function currentFetch(): typeof fetch {
  return fetch;
}

/** Runs `work`; the browser has one page only. */
export function withRender<T>(_scope: RenderScope, work: () => T): T {
  return work();
}
