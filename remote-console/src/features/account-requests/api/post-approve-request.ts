import type { AccountRequest } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from './request-keys';

/** POST /api/admin/account-requests/:id/approve: the registration becomes an account (role user). */
export function postApproveRequest(id: number): Promise<AccountRequest> {
  return apiRequest<AccountRequest>(`/api/admin/account-requests/${id}/approve`, { method: 'POST' });
}

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...requestKeys.all, 'approve'],
    mutationFn: postApproveRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
