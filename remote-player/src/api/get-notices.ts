import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicNoticePage, PublicNoticeQuery } from '@site/contracts/api/notices';

/** A page of the list: the query's paging, both given (they make the cache key). */
export type NoticesParams = Required<PublicNoticeQuery>;

/** GET /api/notices: published notices, newest first. */
export function getNotices(params: NoticesParams, signal?: AbortSignal): Promise<PublicNoticePage> {
  return apiRequest<PublicNoticePage>('/api/notices', {
    query: { page: params.page, pageSize: params.pageSize },
    signal,
  });
}

export function noticesQueryOptions(params: NoticesParams) {
  return queryOptions({
    queryKey: ['player', 'notices', params.page, params.pageSize],
    queryFn: ({ signal }) => getNotices(params, signal),
  });
}

/** The announcements the landing pages list: the latest five. */
export const latestNoticesParams: NoticesParams = { page: 1, pageSize: 5 };

export function useNotices(params: NoticesParams) {
  return useQuery(noticesQueryOptions(params));
}
