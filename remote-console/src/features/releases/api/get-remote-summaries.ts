import type { RemoteSummaryList } from '@site/contracts/api/remotes';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** GET /api/admin/remotes: each remote with releases, its live version and since when, its last release (admin). */
export function getRemoteSummaries(signal?: AbortSignal): Promise<RemoteSummaryList> {
  return apiRequest<RemoteSummaryList>('/api/admin/remotes', { signal });
}

export function remoteSummariesQueryOptions() {
  return queryOptions({
    // Under the monitor's key: a release made live or rolled back there changes these cards too.
    queryKey: [...MONITOR_KEY, 'summaries'],
    queryFn: ({ signal }) => getRemoteSummaries(signal),
    staleTime: 0,
  });
}

export function useRemoteSummaries() {
  return useQuery(remoteSummariesQueryOptions());
}
