import { useAtomValue, writeAtom } from '@site/shared/core';
import { clearedMessageIdsAtom } from '../../state/message-box';
import type { MessageType } from '@site/contracts/api/message-types';
import type { MessageItem } from '@site/contracts/api/messages';
import { useMessages } from './api/get-messages';
import { useMarkRead } from './api/post-message-read';

export function unreadCountOf(items: MessageItem[], type?: MessageType): number {
  return items.filter((m) => m.status === 0 && (!type || m.type === type)).length;
}

/** Unread first, then read; each group newest first, as the server sorts them. */
export function sortForDisplay(items: MessageItem[]): MessageItem[] {
  return [...items.filter((m) => m.status === 0), ...items.filter((m) => m.status === 1)];
}

/**
 * The message box: the user's messages (the query cache's) without those cleared on this page, the unread count,
 * and its actions. Only unread messages are sent to the read call; nothing is sent when all are read.
 */
export function useMessageBox() {
  const messages = useMessages();
  const cleared = useAtomValue(clearedMessageIdsAtom);
  const markRead = useMarkRead();
  const items = (messages.data ?? []).filter((item) => !cleared.includes(item.id));

  const read = async (ids: number[]): Promise<void> => {
    const unread = items.filter((m) => m.status === 0 && ids.includes(m.id)).map((m) => m.id);
    if (unread.length > 0) await markRead.mutateAsync(unread);
  };
  /** "All Read" of one tab. */
  const readAll = (type: MessageType) => read(items.filter((m) => m.type === type).map((m) => m.id));
  /** "Clear" of one tab: its messages leave the box (read first, so they do not come back unread). */
  const clear = async (type: MessageType): Promise<void> => {
    await readAll(type);
    const ids = items.filter((m) => m.type === type).map((m) => m.id);
    writeAtom(clearedMessageIdsAtom, (before) => [...before, ...ids]);
  };

  return {
    items,
    loading: messages.isPending,
    error: messages.error ? messages.error.message : null,
    unread: unreadCountOf(items),
    read,
    readAll,
    clear,
  };
}
