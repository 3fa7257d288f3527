import type { MessageList } from '@site/contracts/api/messages';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inConsoleLanguage } from '../../../lib/localized-query';

/** Every language's list (the answer has texts in the console's language). */
export const messagesQueryKey = ['console', 'messages'] as const;

/** POST /api/message/list: every message for the user, newest first, with its read status for the user. */
export function getMessages(signal?: AbortSignal): Promise<MessageList> {
  return apiRequest<MessageList>('/api/message/list', { body: {}, signal });
}

export function messagesQueryOptions() {
  return queryOptions({
    queryKey: inConsoleLanguage(messagesQueryKey),
    queryFn: ({ signal }) => getMessages(signal),
  });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
