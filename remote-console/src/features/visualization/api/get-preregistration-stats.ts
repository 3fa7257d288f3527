import type { PreregistrationStats } from '@site/contracts/api/stats';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/stats/preregistrations: pre-registrations in all, per day (14 days), per source and per platform. */
export function getPreregistrationStats(signal?: AbortSignal): Promise<PreregistrationStats> {
  return apiRequest<PreregistrationStats>('/api/stats/preregistrations', { signal });
}

export function preregistrationStatsQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'stats', 'preregistrations'],
    queryFn: ({ signal }) => getPreregistrationStats(signal),
  });
}

export function usePreregistrationStats() {
  return useQuery(preregistrationStatsQueryOptions());
}
