import type { MarkReadResult, MessageItem } from '@site/contracts/api/messages';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesQueryKey } from './get-messages';

/** POST /api/message/read: marks messages read for the caller; unknown ids refuse the whole batch (400). */
export function postMessageRead(ids: number[]): Promise<MarkReadResult> {
  return apiRequest<MarkReadResult>('/api/message/read', { body: { ids } });
}

/**
 * SPEC section 4: a message moves from unread to read once its id has been sent to the read call (only then, so a
 * failed call leaves it unread).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...messagesQueryKey, 'read'],
    mutationFn: postMessageRead,
    onSuccess: async (_answer, ids) => {
      // Read at once in the box, then as the server now has them.
      queryClient.setQueriesData<MessageItem[]>({ queryKey: messagesQueryKey }, (items) =>
        items?.map((item) => (ids.includes(item.id) ? { ...item, status: 1 } : item)),
      );
      await queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
