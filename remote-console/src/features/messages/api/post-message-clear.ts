import type { MessageType } from '@site/contracts/api/message-types';
import type { ClearMessagesResult, MessageItem } from '@site/contracts/api/messages';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesQueryKey } from './get-messages';

/** POST /api/message/clear: the caller's messages of one type leave their list for good (and count as read). */
export function postMessageClear(type: MessageType): Promise<ClearMessagesResult> {
  return apiRequest<ClearMessagesResult>('/api/message/clear', { body: { type } });
}

export function useClearMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...messagesQueryKey, 'clear'],
    mutationFn: postMessageClear,
    onSuccess: async (_answer, type) => {
      // Gone at once from the box and the messages page, then as the server now lists them.
      queryClient.setQueriesData<MessageItem[]>({ queryKey: messagesQueryKey }, (items) =>
        items?.filter((item) => item.type !== type),
      );
      await queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
