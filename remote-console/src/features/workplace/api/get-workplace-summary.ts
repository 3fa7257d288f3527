import type { WorkplaceSummary } from '@site/contracts/api/workplace';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/workplace/summary: the overview's balance and counts. */
export function getWorkplaceSummary(signal?: AbortSignal): Promise<WorkplaceSummary> {
  return apiRequest<WorkplaceSummary>('/api/workplace/summary', { signal });
}

export function workplaceSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'workplace-summary'],
    queryFn: ({ signal }) => getWorkplaceSummary(signal),
  });
}

export function useWorkplaceSummary() {
  return useQuery(workplaceSummaryQueryOptions());
}
