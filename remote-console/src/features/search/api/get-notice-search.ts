import type { NoticeSearchResult } from '@site/contracts/api/notices';
import { apiRequest } from '@site/shared/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeKeys } from '../../notices';

/** How many titles the search box shows. */
export const NOTICE_HITS = 6;

/** GET /api/admin/notices/search: notices whose title contains the text, those starting with it first (admin). */
export function getNoticeSearch(text: string, signal?: AbortSignal): Promise<NoticeSearchResult> {
  return apiRequest<NoticeSearchResult>('/api/admin/notices/search', {
    query: { q: text, limit: NOTICE_HITS },
    signal,
  });
}

/** Under the notices' key: a notice created, edited or deleted in the console is found as it is now. */
export function noticeSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: noticeKeys.search(text),
    queryFn: ({ signal }) => getNoticeSearch(text, signal),
    staleTime: 30_000,
  });
}

/** Asks only for a text with something in it, and only when the role may open what it finds. */
export function useNoticeSearch(text: string, allowed: boolean) {
  return useQuery({
    ...noticeSearchQueryOptions(text),
    enabled: allowed && text.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
