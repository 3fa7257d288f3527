import type { ReleasePage } from '@site/contracts/api/remotes';
import { apiRequest } from '@site/shared/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

export const RELEASES_PAGE_SIZE = 10;

/** GET /api/admin/remotes/:name/releases: a page of a remote's release history, newest first (admin). */
export function getReleases(name: string, page: number, signal?: AbortSignal): Promise<ReleasePage> {
  return apiRequest<ReleasePage>(`/api/admin/remotes/${encodeURIComponent(name)}/releases`, {
    query: { page, pageSize: RELEASES_PAGE_SIZE },
    signal,
  });
}

export function releasesQueryOptions(name: string, page = 1) {
  return queryOptions({
    queryKey: [...MONITOR_KEY, 'releases', name, page],
    queryFn: ({ signal }) => getReleases(name, page, signal),
    staleTime: 0,
  });
}

/** The history keeps the page it shows while the next one loads. */
export function useReleases(name: string, page = 1) {
  return useQuery({ ...releasesQueryOptions(name, page), placeholderData: keepPreviousData });
}
