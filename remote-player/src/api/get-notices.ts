import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeSummary } from './notice-types';

export interface NoticesParams {
  page: number;
  pageSize: number;
}

export interface NoticesPage {
  items: NoticeSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/notices: published notices, newest first. */
export function getNotices(params: NoticesParams, signal?: AbortSignal): Promise<NoticesPage> {
  return apiRequest<NoticesPage>('/api/notices', {
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
