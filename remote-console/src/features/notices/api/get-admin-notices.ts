import { apiRequest } from '@site/shared/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';
import type { NoticePage } from '@site/contracts/api/notices';
import type { AdminNoticeFilter } from './admin-notice-filter';

/** GET /api/admin/notices: every notice, scheduled and drafts included, newest publish time first (admin). */
export function getAdminNotices(filter: AdminNoticeFilter, signal?: AbortSignal): Promise<NoticePage> {
  return apiRequest<NoticePage>('/api/admin/notices', {
    query: { ...filter, q: filter.q?.trim() || undefined },
    signal,
  });
}

export function adminNoticesQueryOptions(filter: AdminNoticeFilter) {
  return queryOptions({
    queryKey: noticeKeys.adminList(filter),
    queryFn: ({ signal }) => getAdminNotices(filter, signal),
  });
}

/** The table keeps the page it shows while the next one loads. */
export function useAdminNotices(filter: AdminNoticeFilter) {
  return useQuery({ ...adminNoticesQueryOptions(filter), placeholderData: keepPreviousData });
}
