import type { RemoteHealth } from '@site/contracts/api/rum';
import { apiRequest } from '@site/shared/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { remoteHealthKey } from './monitor-keys';

/** The spans the monitor offers, in minutes: the last hour, six hours, a day. */
export const HEALTH_SPANS = [60, 360, 1440] as const;

/** GET /api/admin/remotes/:name/health?minutes=: live and canary side by side, and their figures per minute. */
export function getRemoteHealth(name: string, minutes: number, signal?: AbortSignal): Promise<RemoteHealth> {
  return apiRequest<RemoteHealth>(`/api/admin/remotes/${encodeURIComponent(name)}/health`, {
    query: { minutes },
    signal,
  });
}

export function remoteHealthQueryOptions(name: string, minutes: number) {
  return queryOptions({
    queryKey: [...remoteHealthKey(name), minutes],
    queryFn: ({ signal }) => getRemoteHealth(name, minutes, signal),
    staleTime: 0,
  });
}

/** Another span keeps the figures shown until its own arrive. */
export function useRemoteHealth(name: string, minutes: number) {
  return useQuery({ ...remoteHealthQueryOptions(name, minutes), placeholderData: keepPreviousData });
}
