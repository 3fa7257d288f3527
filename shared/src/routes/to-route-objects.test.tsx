import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import type { RouteParams, RouteRecord } from './route-record';
import { DATA_WAIT_MS, toRouteObjects } from './to-route-objects';

function NoticePage() {
  return <h1>{`Notice ${useParams().id}`}</h1>;
}

function noticeRoute(loadData?: (params: RouteParams, client: QueryClient) => Promise<unknown>): RouteRecord {
  return {
    name: 'notice',
    path: '/notice/:id',
    kind: 'public',
    meta: {},
    page: () => Promise.resolve({ default: NoticePage }),
    loadData,
  };
}

function renderAt(record: RouteRecord, path: string) {
  // As in the host: nothing is shown while the first page loads.
  const client = new QueryClient();
  const routes = [
    {
      HydrateFallback: () => null,
      children: toRouteObjects([record], 'test', { queryClient: async () => client }),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('toRouteObjects', () => {
  afterEach(() => jest.useRealTimers());

  it('renders a page only once its data has arrived', async () => {
    let arrive!: () => void;
    const loadData = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    renderAt(noticeRoute(loadData), '/notice/7');

    await waitFor(() =>
      expect(loadData).toHaveBeenCalledWith(
        expect.objectContaining({ id: '7' }),
        expect.any(QueryClient),
        expect.any(URLSearchParams),
        // The browser's loaders read the signed-in mark themselves: nothing said of the request.
        {},
      ),
    );
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Notice 7' })).toBeInTheDocument();
  });

  it('still renders the page when its data fails', async () => {
    renderAt(
      noticeRoute(() => Promise.reject(new Error('API down'))),
      '/notice/1',
    );
    expect(await screen.findByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('renders without the data when it takes too long', async () => {
    jest.useFakeTimers();
    renderAt(
      noticeRoute(() => new Promise(() => undefined)),
      '/notice/2',
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(DATA_WAIT_MS - 10);
    });
    expect(screen.queryByRole('heading')).toBeNull();

    // The wait starts after the loader's own steps, a task each.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
  });

  it('loads the data again when the address names another item, not for the same one', async () => {
    const loadData = jest.fn((_params: RouteParams) => Promise.resolve());
    const router = renderAt(noticeRoute(loadData), '/notice/1');
    await screen.findByRole('heading', { name: 'Notice 1' });

    await act(() => router.navigate('/notice/2'));
    expect(await screen.findByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
    await act(() => router.navigate('/notice/2?from=list'));

    expect(loadData.mock.calls.map(([params]) => params.id)).toEqual(['1', '2']);
  });

  it("hands the loader the address's query and loads again when a parameter the page reads changes", async () => {
    const loadData = jest.fn((_params: RouteParams, _client: QueryClient, _search?: URLSearchParams) =>
      Promise.resolve(),
    );
    const record = { ...noticeRoute(loadData), meta: { searchParams: ['page'] } };
    const router = renderAt(record, '/notice/1?page=2');
    await screen.findByRole('heading', { name: 'Notice 1' });

    await act(() => router.navigate('/notice/1?page=2&ref=mail'));
    await act(() => router.navigate('/notice/1?page=3'));
    await waitFor(() => expect(loadData).toHaveBeenCalledTimes(2));
    await act(() => router.navigate('/notice/1?page=3#top'));

    expect(loadData.mock.calls.map(([, , search]) => search?.get('page'))).toEqual(['2', '3']);
  });

  it('does not reload a page without data when its address changes', async () => {
    const page = jest.fn(() => Promise.resolve({ default: NoticePage }));
    const router = renderAt({ ...noticeRoute(), page }, '/notice/1');
    await screen.findByRole('heading', { name: 'Notice 1' });

    await act(() => router.navigate('/notice/3'));
    expect(await screen.findByRole('heading', { name: 'Notice 3' })).toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(1);
  });
});
