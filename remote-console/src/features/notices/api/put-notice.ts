import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotice, NoticeUpdate } from '@site/contracts/api/notices';
import { afterNoticeSaved } from './post-notice';

/** PUT /api/notices/:id: changes any part of a notice and answers it with its history (admin). */
export function putNotice(id: number, input: NoticeUpdate): Promise<AdminNotice> {
  return apiRequest<AdminNotice>(`/api/notices/${id}`, { method: 'PUT', body: input });
}

export function useUpdateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['console', 'notices', 'update'],
    mutationFn: ({ id, input }: { id: number; input: NoticeUpdate }) => putNotice(id, input),
    onSuccess: (saved) => afterNoticeSaved(queryClient, saved),
  });
}
