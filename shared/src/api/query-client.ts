import { type DehydratedState, QueryClient, type QueryClientConfig, hydrate } from '@tanstack/react-query';
import { ApiError } from '@site/shared/core';

/** Every query cache of the application: the page's below, and each server render's own. */
export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A rejected answer (4xx, bad code) will not change on retry; a network failure may.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code !== undefined),
    },
  },
};

/** The id of the data tag that carries what a server render fetched (see routes/prerender.tsx). */
export const QUERY_STATE_ID = 'query-state';

/** One query cache for the page, so remotes share fetched data and invalidations. */
export const queryClient = new QueryClient(QUERY_CLIENT_CONFIG);

/**
 * A page kept for every visitor carries its data without the moments it was read (so that it stays the same bytes,
 * shared/src/routes/prerender.tsx): the server sends it only while that data is current, so it counts as read now.
 */
function readNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt === 0 && query.state.status === 'success'
        ? { ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}

// A page rendered on the server comes with the data it was rendered with: the cache starts from it, so the page
// hydrates with the same data and nothing is fetched again while it is fresh.
const serverState = globalThis.document?.getElementById(QUERY_STATE_ID)?.textContent;
if (serverState) {
  try {
    hydrate(queryClient, readNow(JSON.parse(serverState) as DehydratedState));
  } catch {
    // A broken tag only means the page fetches its data itself.
  }
}
