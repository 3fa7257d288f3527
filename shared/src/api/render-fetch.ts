// The fetch the API calls go through. In the browser it is the browser's own. A server render's build (built for
// Node) has render-fetch.node.ts in place of this module, where each render brings its own.

/** The fetch of the current caller. */
export function currentFetch(): typeof fetch {
  return fetch;
}

/** Runs `work` with `ownFetch` as the fetch of the calls it makes; the browser has one fetch only. */
export function withFetch<T>(_ownFetch: typeof fetch, work: () => T): T {
  return work();
}
