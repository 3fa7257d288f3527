import type { ReleasePage } from '@site/contracts/api/remotes';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** GET /api/admin/remotes/:name/releases: a remote's release history, newest first (admin). */
export function getReleases(name: string, signal?: AbortSignal): Promise<ReleasePage> {
  return apiRequest<ReleasePage>(`/api/admin/remotes/${encodeURIComponent(name)}/releases`, {
    query: { page: 1, pageSize: 10 },
    signal,
  });
}

export function releasesQueryOptions(name: string) {
  return queryOptions({
    queryKey: [...MONITOR_KEY, 'releases', name],
    queryFn: ({ signal }) => getReleases(name, signal),
    staleTime: 0,
  });
}

export function useReleases(name: string) {
  return useQuery(releasesQueryOptions(name));
}
