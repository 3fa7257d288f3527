import { StateProvider } from '@site/shared/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { MessageItem } from '@site/contracts/api/messages';
import { sortForDisplay, unreadCountOf, useMessageBox } from './message-box-state';

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

type Call = { url: string; body: unknown };
let calls: Call[];
let list: MessageItem[];
let answer: (url: string, body: unknown) => { status: number; json: unknown };
let queryClient: QueryClient;

/** The server: the list as it stands, the clear call taking a type out of it, the read call marking what it was sent. */
function server(url: string, body: unknown) {
  if (url === '/api/message/list') return { status: 200, json: { code: 0, msg: 'ok', data: list } };
  if (url === '/api/message/clear') {
    const { type } = body as { type: string };
    const cleared = list.filter((m) => m.type === type).length;
    list = list.filter((m) => m.type !== type);
    return { status: 200, json: { code: 0, msg: 'ok', data: { cleared } } };
  }
  const ids = (body as { ids: number[] }).ids;
  list = list.map((m) => (ids.includes(m.id) ? { ...m, status: 1 } : m));
  return { status: 200, json: { code: 0, msg: 'ok', data: { marked: ids.length } } };
}

beforeEach(() => {
  calls = [];
  list = [item(1, 'message', 0), item(2, 'message', 1), item(3, 'notice', 0), item(4, 'todo', 0)];
  answer = server;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    const { status, json } = answer(url, body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => queryClient.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <StateProvider>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </StateProvider>
);

async function openBox() {
  const hook = renderHook(() => useMessageBox(), { wrapper });
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook;
}

const readCalls = () => calls.filter((call) => call.url === '/api/message/read');

describe('the message box', () => {
  it('loads the list and counts unread messages, per type too', async () => {
    const { result } = await openBox();
    expect(result.current.error).toBeNull();
    expect(result.current.unread).toBe(3);
    const { items } = result.current;
    expect(unreadCountOf(items, 'message')).toBe(1);
    expect(unreadCountOf(items, 'notice')).toBe(1);
    expect(unreadCountOf(items, 'todo')).toBe(1);
  });

  it('moves a message to read once its id was sent to the read call', async () => {
    const { result } = await openBox();
    await act(() => result.current.read([1]));
    expect(readCalls()).toEqual([{ url: '/api/message/read', body: { ids: [1] } }]);
    expect(result.current.items.find((m) => m.id === 1)?.status).toBe(1);
    expect(result.current.unread).toBe(2);
  });

  it('keeps a message unread when the read call fails', async () => {
    const { result } = await openBox();
    answer = (url, body) =>
      url === '/api/message/read'
        ? { status: 400, json: { code: 40000, msg: 'Unknown message ids: 1', data: null } }
        : server(url, body);
    await act(() => expect(result.current.read([1])).rejects.toThrow('Unknown message ids: 1'));
    expect(result.current.items.find((m) => m.id === 1)?.status).toBe(0);
  });

  it('sends only unread ids, and nothing when all are read', async () => {
    const { result } = await openBox();
    await act(() => result.current.read([2]));
    expect(readCalls()).toHaveLength(0);
    await act(() => result.current.readAll('message'));
    expect(readCalls()[0]?.body).toEqual({ ids: [1] });
  });

  it('clear asks the server to clear one tab, and the box lists what the server lists after it', async () => {
    const { result } = await openBox();
    await act(() => result.current.clear('notice'));
    expect(calls.filter((call) => call.url === '/api/message/clear')).toEqual([
      { url: '/api/message/clear', body: { type: 'notice' } },
    ]);
    expect(result.current.items.map((m) => m.id)).toEqual([1, 2, 4]);
    // The list was asked again: a reload would show the same.
    expect(calls.filter((call) => call.url === '/api/message/list').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a tab when the clear call fails', async () => {
    const { result } = await openBox();
    answer = (url, body) =>
      url === '/api/message/clear'
        ? { status: 500, json: { code: 50000, msg: 'Internal server error', data: null } }
        : server(url, body);
    await act(() => expect(result.current.clear('todo')).rejects.toThrow('Internal server error'));
    expect(result.current.items.map((m) => m.id)).toContain(4);
  });

  it('keeps the error of a failed load', async () => {
    answer = () => ({ status: 500, json: { code: 50000, msg: 'Server busy', data: null } });
    const { result } = renderHook(() => useMessageBox(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Server busy'));
    expect(result.current.items).toEqual([]);
  });

  it('lists unread messages first', () => {
    expect(sortForDisplay([item(2, 'message', 1), item(1, 'message', 0)]).map((m) => m.id)).toEqual([1, 2]);
  });
});
