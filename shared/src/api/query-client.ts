import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@site/shared/core';

/** One query cache for the page, so remotes share fetched data and invalidations. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A rejected answer (4xx, bad code) will not change on retry; a network failure may.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code !== undefined),
    },
  },
});
