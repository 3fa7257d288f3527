import { ApiError, apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicNotice } from '@site/contracts/api/notices';

/** GET /api/notices/:id: one published notice with its neighbours; 404 when missing or not published. */
export function getNotice(id: number, signal?: AbortSignal): Promise<PublicNotice> {
  return apiRequest<PublicNotice>(`/api/notices/${id}`, { signal });
}

export function noticeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['player', 'notice', id],
    queryFn: ({ signal }) => getNotice(id, signal),
    // The route's loadData has just asked (and retried what a retry can help): the page that mounts next shows that
    // answer, a missing notice included, rather than asking again.
    retryOnMount: false,
  });
}

/** The route's id as a notice id, or null when it cannot be one (then the page shows "not found" at once). */
export function parseNoticeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function isNoticeNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 40400 || error.status === 400);
}

export function useNotice(id: number | null) {
  return useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
}
