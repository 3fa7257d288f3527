import type { MessageList } from '@site/contracts/api/messages';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const messagesQueryKey = ['console', 'messages'] as const;

/** POST /api/message/list: every message for the user, newest first, with its read status for the user. */
export function getMessages(signal?: AbortSignal): Promise<MessageList> {
  return apiRequest<MessageList>('/api/message/list', { body: {}, signal });
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: messagesQueryKey, queryFn: ({ signal }) => getMessages(signal) });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
