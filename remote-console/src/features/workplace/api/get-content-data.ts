import type { ContentData } from '@site/contracts/api/workplace';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/content-data: pre-registrations per day for the 8 days up to today, oldest first. */
export function getContentData(signal?: AbortSignal): Promise<ContentData> {
  return apiRequest<ContentData>('/api/content-data', { signal });
}

export function contentDataQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'content-data'],
    queryFn: ({ signal }) => getContentData(signal),
  });
}

export function useContentData() {
  return useQuery(contentDataQueryOptions());
}
