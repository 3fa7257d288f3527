import type { AccountRequest } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from './request-keys';

/** POST /api/admin/account-requests/:id/reject: a pending or issued request is closed; an issued code stops working. */
export function postRejectRequest(id: number): Promise<AccountRequest> {
  return apiRequest<AccountRequest>(`/api/admin/account-requests/${id}/reject`, { method: 'POST' });
}

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...requestKeys.all, 'reject'],
    mutationFn: postRejectRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
