// render-fetch.ts for builds run by Node (the server's page renders, unit tests): what a render is for (the fetch its
// API calls go through, the site's config, the first view) follows the render through its awaits and never leaks
// into another render running at the same time.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RenderScope } from './render-scope';

export type { RenderScope } from './render-scope';

const renders = new AsyncLocalStorage<RenderScope>();

/** What the render the caller is part of is for; undefined outside a render. */
export function currentRender(): RenderScope | undefined {
  return renders.getStore();
}

/** The fetch of the render the caller is part of; the global one outside a render or when it brought none. */
export function currentFetch(): typeof fetch {
  return renders.getStore()?.fetch ?? fetch;
}

/** Runs `work` as a render for `scope`, however long it awaits. */
export function withRender<T>(scope: RenderScope, work: () => T): T {
  return renders.run(scope, work);
}
