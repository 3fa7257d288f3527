import type { CanaryStatus } from '@site/contracts/api/canary';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canaryKey } from './monitor-keys';

/** GET /api/admin/remotes/:name/canary: the remote's running canary, if any, and the last ones, newest first. */
export function getCanary(name: string, signal?: AbortSignal): Promise<CanaryStatus> {
  return apiRequest<CanaryStatus>(`/api/admin/remotes/${encodeURIComponent(name)}/canary`, { signal });
}

export function canaryQueryOptions(name: string) {
  return queryOptions({
    queryKey: canaryKey(name),
    queryFn: ({ signal }) => getCanary(name, signal),
    staleTime: 0,
  });
}

export function useCanary(name: string) {
  return useQuery(canaryQueryOptions(name));
}
