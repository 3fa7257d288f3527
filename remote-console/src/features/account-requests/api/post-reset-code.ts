import type { ResetCodeResult } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from './request-keys';

/** POST /api/admin/account-requests/:id/reset-code: a new one-time code, answered this once. */
export function postResetCode(id: number): Promise<ResetCodeResult> {
  return apiRequest<ResetCodeResult>(`/api/admin/account-requests/${id}/reset-code`, { method: 'POST' });
}

export function useIssueResetCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...requestKeys.all, 'reset-code'],
    mutationFn: postResetCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
