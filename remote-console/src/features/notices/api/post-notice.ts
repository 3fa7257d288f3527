import { apiRequest } from '@site/shared/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';
import type { AdminNotice, NoticeInput } from '@site/contracts/api/notices';

/** POST /api/notices: creates a notice and answers it with its history (admin). */
export function postNotice(input: NoticeInput): Promise<AdminNotice> {
  return apiRequest<AdminNotice>('/api/notices', { method: 'POST', body: input });
}

/** After a write: every notice answer may have changed; the saved notice is known without asking. */
export async function afterNoticeSaved(queryClient: QueryClient, saved: AdminNotice): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  queryClient.setQueryData(noticeKeys.adminDetail(saved.id), saved);
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['console', 'notices', 'create'],
    mutationFn: postNotice,
    onSuccess: (saved) => afterNoticeSaved(queryClient, saved),
  });
}
