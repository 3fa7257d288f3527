import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';
import type { AdminNotice } from '@site/contracts/api/notices';

/** GET /api/admin/notices/:id: a notice in any status, with its edit history (admin). */
export function getAdminNotice(id: number, signal?: AbortSignal): Promise<AdminNotice> {
  return apiRequest<AdminNotice>(`/api/admin/notices/${id}`, { signal });
}

export function adminNoticeQueryOptions(id: number) {
  return queryOptions({
    queryKey: noticeKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminNotice(id, signal),
  });
}

/** The notice of an address's ?id=; nothing is asked without one. */
export function useAdminNotice(id: number | undefined) {
  return useQuery({ ...adminNoticeQueryOptions(id ?? 0), enabled: id !== undefined });
}
