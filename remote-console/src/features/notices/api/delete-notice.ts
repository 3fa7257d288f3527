import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

/** DELETE /api/notices/:id: hides the notice everywhere; its row and history stay for audit (admin). */
export function deleteNotice(id: number): Promise<null> {
  return apiRequest<null>(`/api/notices/${id}`, { method: 'DELETE' });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['console', 'notices', 'delete'],
    mutationFn: deleteNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
