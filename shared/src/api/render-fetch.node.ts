// render-fetch.ts for builds run by Node (the server's page renders, unit tests): each render's calls go through the
// fetch it was given, which follows the render through its awaits and never leaks into another render running at the
// same time.
import { AsyncLocalStorage } from 'node:async_hooks';

const renderFetch = new AsyncLocalStorage<typeof fetch>();

/** The fetch of the render the caller is part of; the global one outside a render. */
export function currentFetch(): typeof fetch {
  return renderFetch.getStore() ?? fetch;
}

/** Runs `work` with `ownFetch` as the fetch of every call it makes, however long it awaits. */
export function withFetch<T>(ownFetch: typeof fetch, work: () => T): T {
  return renderFetch.run(ownFetch, work);
}
