import { apiRequest, appStore } from '@site/shared/core';
import { atom } from 'jotai';
import type { MessageItem, MessageKind } from '../api/types';

export interface MessageState {
  items: MessageItem[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

const initial: MessageState = { items: [], loading: false, loaded: false, error: null };

/** The message box's store: every message of the user, newest first. */
export const messagesAtom = atom<MessageState>(initial);

export const unreadCountAtom = atom((get) => get(messagesAtom).items.filter((m) => m.status === 0).length);

export function unreadCountOf(items: MessageItem[], type?: MessageKind): number {
  return items.filter((m) => m.status === 0 && (!type || m.type === type)).length;
}

/** Unread first, then read; each group newest first, as the server sorts them. */
export function sortForDisplay(items: MessageItem[]): MessageItem[] {
  return [...items.filter((m) => m.status === 0), ...items.filter((m) => m.status === 1)];
}

export async function fetchMessages(): Promise<void> {
  appStore.set(messagesAtom, (state) => ({ ...state, loading: true, error: null }));
  try {
    const items = await apiRequest<MessageItem[]>('/api/message/list', { body: {} });
    appStore.set(messagesAtom, { items, loading: false, loaded: true, error: null });
  } catch (error) {
    appStore.set(messagesAtom, (state) => ({ ...state, loading: false, error: (error as Error).message }));
  }
}

/**
 * SPEC section 4: a message moves from unread to read once its id has been sent to the read call (only then, so
 * a failed call leaves it unread).
 */
export async function markRead(ids: number[]): Promise<void> {
  const unread = new Set(
    appStore
      .get(messagesAtom)
      .items.filter((m) => m.status === 0 && ids.includes(m.id))
      .map((m) => m.id),
  );
  if (unread.size === 0) return;
  await apiRequest<{ marked: number }>('/api/message/read', { body: { ids: [...unread] } });
  appStore.set(messagesAtom, (state) => ({
    ...state,
    items: state.items.map((m) => (unread.has(m.id) ? { ...m, status: 1 } : m)),
  }));
}

/** "All Read" of one tab. */
export function markAllRead(type: MessageKind): Promise<void> {
  return markRead(
    appStore
      .get(messagesAtom)
      .items.filter((m) => m.type === type)
      .map((m) => m.id),
  );
}

/** "Clear" of one tab: the messages leave the box on this page (read first, so they do not come back unread). */
export async function clearMessages(type: MessageKind): Promise<void> {
  await markAllRead(type);
  appStore.set(messagesAtom, (state) => ({ ...state, items: state.items.filter((m) => m.type !== type) }));
}

export function resetMessages(): void {
  appStore.set(messagesAtom, initial);
}
