import type { PublicNoticePage } from '@site/contracts/api/notices';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeKeys } from '../../notices';

/** The workplace counts and lists the newest published notices, as players see them. */
export const PUBLISHED_PAGE_SIZE = 50;

/** GET /api/notices: published notices, newest first (what the player site lists). */
export function getPublishedNotices(pageSize: number, signal?: AbortSignal): Promise<PublicNoticePage> {
  return apiRequest<PublicNoticePage>('/api/notices', { query: { page: 1, pageSize }, signal });
}

/** Under the notices' key: a notice written in the console invalidates this list too. */
export function publishedNoticesQueryOptions(pageSize = PUBLISHED_PAGE_SIZE) {
  return queryOptions({
    queryKey: noticeKeys.published(pageSize),
    queryFn: ({ signal }) => getPublishedNotices(pageSize, signal),
  });
}

export function usePublishedNotices() {
  return useQuery(publishedNoticesQueryOptions());
}
