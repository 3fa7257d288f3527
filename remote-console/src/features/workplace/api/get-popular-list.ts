import type { PopularType } from '@site/contracts/api/popular-types';
import type { PopularList } from '@site/contracts/api/workplace';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inConsoleLanguage } from '../../../lib/localized-query';

/** GET /api/popular/list?type=: the five most read contents of a type, by rank. */
export function getPopularList(type: PopularType, signal?: AbortSignal): Promise<PopularList> {
  return apiRequest<PopularList>('/api/popular/list', { query: { type }, signal });
}

export function popularListQueryOptions(type: PopularType) {
  return queryOptions({
    queryKey: inConsoleLanguage(['console', 'popular', type]),
    queryFn: ({ signal }) => getPopularList(type, signal),
  });
}

export function usePopularList(type: PopularType) {
  return useQuery(popularListQueryOptions(type));
}
