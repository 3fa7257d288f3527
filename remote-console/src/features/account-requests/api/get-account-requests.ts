import type { AccountRequestView } from '@site/contracts/api/account-request-fields';
import type { AccountRequestPage } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from './request-keys';

export const REQUEST_PAGE_SIZE = 10;

/** GET /api/admin/account-requests: open requests (or all), newest first (admin). */
export function getAccountRequests(
  view: AccountRequestView,
  page: number,
  signal?: AbortSignal,
): Promise<AccountRequestPage> {
  return apiRequest<AccountRequestPage>('/api/admin/account-requests', {
    query: { view, page, pageSize: REQUEST_PAGE_SIZE },
    signal,
  });
}

export function accountRequestsQueryOptions(view: AccountRequestView, page: number) {
  return queryOptions({
    queryKey: requestKeys.list(view, page),
    queryFn: ({ signal }) => getAccountRequests(view, page, signal),
  });
}

/** The list keeps the page it shows while the next one loads. */
export function useAccountRequests(view: AccountRequestView, page: number) {
  return useQuery({ ...accountRequestsQueryOptions(view, page), placeholderData: keepPreviousData });
}
