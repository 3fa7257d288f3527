import type { StoredVersionList } from '@site/contracts/api/release-ops';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storedVersionsKey } from './monitor-keys';

/** GET /api/admin/remotes/:name/stored: the versions in the remote store and why the pruning keeps each (admin). */
export function getStoredVersions(name: string, signal?: AbortSignal): Promise<StoredVersionList> {
  return apiRequest<StoredVersionList>(`/api/admin/remotes/${encodeURIComponent(name)}/stored`, { signal });
}

export function storedVersionsQueryOptions(name: string) {
  return queryOptions({
    queryKey: storedVersionsKey(name),
    queryFn: ({ signal }) => getStoredVersions(name, signal),
    staleTime: 0,
  });
}

export function useStoredVersions(name: string) {
  return useQuery(storedVersionsQueryOptions(name));
}
