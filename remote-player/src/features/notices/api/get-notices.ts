import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeCategory } from '@site/contracts/api/notice-fields';
import type { PublicNoticePage } from '@site/contracts/api/notices';
import { ARCHIVE_PAGE_SIZE, type ArchivePlace } from '../lib/notice-archive';

/** A page of the list: its paging, both given (they make the cache key), and its category, if only one. */
export interface NoticesParams {
  page: number;
  pageSize: number;
  category?: NoticeCategory;
}

/** GET /api/notices: published notices, newest first. */
export function getNotices(params: NoticesParams, signal?: AbortSignal): Promise<PublicNoticePage> {
  return apiRequest<PublicNoticePage>('/api/notices', {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      ...(params.category ? { category: params.category } : {}),
    },
    signal,
  });
}

export function noticesQueryOptions(params: NoticesParams) {
  return queryOptions({
    queryKey: ['player', 'notices', params.page, params.pageSize, params.category ?? null],
    queryFn: ({ signal }) => getNotices(params, signal),
  });
}

/** The announcements the landing pages list: the latest five. */
export const latestNoticesParams: NoticesParams = { page: 1, pageSize: 5 };

/** A page of the notice list (/home/notice): one category or every one. */
export function archiveNoticesParams(place: ArchivePlace): NoticesParams {
  return {
    page: place.page,
    pageSize: ARCHIVE_PAGE_SIZE,
    ...(place.category ? { category: place.category } : {}),
  };
}

export function useNotices(params: NoticesParams) {
  return useQuery(noticesQueryOptions(params));
}
