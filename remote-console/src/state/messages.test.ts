import { appStore } from '@site/shared';
import type { MessageItem } from '../api/types';
import {
  clearMessages,
  fetchMessages,
  markAllRead,
  markRead,
  messagesAtom,
  resetMessages,
  sortForDisplay,
  unreadCountAtom,
  unreadCountOf,
} from './messages';

const item = (id: number, type: MessageItem['type'], status: 0 | 1): MessageItem => ({
  id,
  type,
  title: `m${id}`,
  subTitle: '',
  avatar: '',
  content: '',
  time: new Date(2026, 0, id).toISOString(),
  status,
});

const LIST = [item(1, 'message', 0), item(2, 'message', 1), item(3, 'notice', 0), item(4, 'todo', 0)];

type Call = { url: string; body: unknown };
let calls: Call[];
let answer: (url: string, body: unknown) => { status: number; json: unknown };

beforeEach(() => {
  calls = [];
  answer = (url) =>
    url === '/api/message/list'
      ? { status: 200, json: { code: 0, msg: 'ok', data: LIST } }
      : { status: 200, json: { code: 0, msg: 'ok', data: { marked: 1 } } };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    const { status, json } = answer(url, body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  resetMessages();
});

describe('the message store', () => {
  it('loads the list and counts unread messages, per type too', async () => {
    await fetchMessages();
    expect(appStore.get(messagesAtom)).toMatchObject({ loaded: true, loading: false, error: null });
    expect(appStore.get(unreadCountAtom)).toBe(3);
    const items = appStore.get(messagesAtom).items;
    expect(unreadCountOf(items, 'message')).toBe(1);
    expect(unreadCountOf(items, 'notice')).toBe(1);
    expect(unreadCountOf(items, 'todo')).toBe(1);
  });

  it('moves a message to read once its id was sent to the read call', async () => {
    await fetchMessages();
    await markRead([1]);
    expect(calls[1]).toEqual({ url: '/api/message/read', body: { ids: [1] } });
    expect(appStore.get(messagesAtom).items.find((m) => m.id === 1)?.status).toBe(1);
    expect(appStore.get(unreadCountAtom)).toBe(2);
  });

  it('keeps a message unread when the read call fails', async () => {
    await fetchMessages();
    answer = () => ({ status: 400, json: { code: 40000, msg: 'Unknown message ids: 1', data: null } });
    await expect(markRead([1])).rejects.toThrow('Unknown message ids: 1');
    expect(appStore.get(messagesAtom).items.find((m) => m.id === 1)?.status).toBe(0);
  });

  it('sends only unread ids, and nothing when all are read', async () => {
    await fetchMessages();
    await markRead([2]);
    expect(calls).toHaveLength(1);
    await markAllRead('message');
    expect(calls[1]?.body).toEqual({ ids: [1] });
  });

  it('clear empties one tab after marking it read', async () => {
    await fetchMessages();
    await clearMessages('notice');
    expect(calls[1]?.body).toEqual({ ids: [3] });
    expect(appStore.get(messagesAtom).items.map((m) => m.id)).toEqual([1, 2, 4]);
  });

  it('keeps the error of a failed load', async () => {
    answer = () => ({ status: 500, json: { code: 50000, msg: 'Server busy', data: null } });
    await fetchMessages();
    expect(appStore.get(messagesAtom)).toMatchObject({ loading: false, loaded: false, error: 'Server busy' });
  });

  it('lists unread messages first', () => {
    expect(sortForDisplay([item(2, 'message', 1), item(1, 'message', 0)]).map((m) => m.id)).toEqual([1, 2]);
  });
});
