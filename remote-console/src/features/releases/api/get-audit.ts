import type { AuditPage } from '@site/contracts/api/release-ops';
import { apiRequest } from '@site/shared/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditKey } from './monitor-keys';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/remotes/:name/audit: a page of the remote's recorded release actions, newest first (admin). */
export function getAudit(name: string, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>(`/api/admin/remotes/${encodeURIComponent(name)}/audit`, {
    query: { page, pageSize: AUDIT_PAGE_SIZE },
    signal,
  });
}

export function auditQueryOptions(name: string, page = 1) {
  return queryOptions({
    queryKey: [...auditKey(name), page],
    queryFn: ({ signal }) => getAudit(name, page, signal),
    staleTime: 0,
  });
}

/** The audit keeps the page it shows while the next one loads. */
export function useAudit(name: string, page = 1) {
  return useQuery({ ...auditQueryOptions(name, page), placeholderData: keepPreviousData });
}
