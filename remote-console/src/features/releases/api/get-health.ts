import type { ReadyStatus } from '@site/contracts/api/health';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** GET /api/health: the API's readiness (the database answers a write and a read). */
export function getHealth(signal?: AbortSignal): Promise<ReadyStatus> {
  return apiRequest<ReadyStatus>('/api/health', { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: [...MONITOR_KEY, 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 0,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
