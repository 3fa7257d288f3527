import type { MessageType } from '@site/contracts/api/message-types';
import type { MessageItem } from '@site/contracts/api/messages';
import { useMessages } from './api/get-messages';
import { useClearMessages } from './api/post-message-clear';
import { useMarkRead } from './api/post-message-read';

export function unreadCountOf(items: MessageItem[], type?: MessageType): number {
  return items.filter((m) => m.status === 0 && (!type || m.type === type)).length;
}

/** Unread first, then read; each group newest first, as the server sorts them. */
export function sortForDisplay(items: MessageItem[]): MessageItem[] {
  return [...items.filter((m) => m.status === 0), ...items.filter((m) => m.status === 1)];
}

/**
 * The user's messages (the query cache's, shared by the navbar's box and the messages page), the unread count, and
 * their actions. Only unread messages are sent to the read call; nothing is sent when all are read.
 */
export function useMessageBox() {
  const messages = useMessages();
  const markRead = useMarkRead();
  const clearType = useClearMessages();
  const items = messages.data ?? [];

  const read = async (ids: number[]): Promise<void> => {
    const unread = items.filter((m) => m.status === 0 && ids.includes(m.id)).map((m) => m.id);
    if (unread.length > 0) await markRead.mutateAsync(unread);
  };
  /** "All Read" of one tab. */
  const readAll = (type: MessageType) => read(items.filter((m) => m.type === type).map((m) => m.id));
  /** "Clear" of one tab: the server takes its messages out of the user's list for good. */
  const clear = async (type: MessageType): Promise<void> => {
    await clearType.mutateAsync(type);
  };

  return {
    items,
    loading: messages.isPending,
    error: messages.error ? messages.error.message : null,
    unread: unreadCountOf(items),
    read,
    readAll,
    clear,
    clearing: clearType.isPending,
  };
}
