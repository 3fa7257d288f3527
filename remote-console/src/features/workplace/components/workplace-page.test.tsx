import { StateProvider, markSignedIn } from '@site/shared/core';
import { setConsoleLocale } from '@site/shared/i18n';
import { UiProvider } from '@site/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadConsoleTexts } from '../../../i18n/texts';
import { layoutSystem } from '../../../components/layout-system';
import { workplaceRoutes } from '../routes';
import WorkplacePage from './workplace-page';

// The charts draw on a canvas, which jsdom has not: they stand in as the images they are to assistive technology.
jest.mock('../../../components/charts/line-charts', () => ({
  ContentLineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
jest.mock('../../../components/charts/pie-chart', () => ({
  CategoryPieChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const ok = (data: unknown) => ({ status: 200, json: { code: 0, msg: 'ok', data } });

const SUMMARY = {
  balance: { amount: 8320155.32, currency: 'CNY' },
  pendingOrders: 6,
  renewalOrders: 2,
  onlineContent: 16,
  contentPutIn: 9,
  dailyNewComments: 57,
  yesterdayNewComments: 32,
  changeSinceYesterday: 78.1,
};

const project = (id: number) => ({
  id,
  title: `Project ${id}`,
  kind: 'video',
  status: id % 2 ? 'online' : 'offline',
  promoted: id === 12,
  comments: id,
  createdAt: new Date(Date.UTC(2026, 3, id)).toISOString(),
});
const projectPage = (page: number, ids: number[]) => () =>
  ok({ items: ids.map(project), total: 10, page, pageSize: 8 });

/** The API as the server answers the workplace's calls. */
const ANSWERS: Record<string, () => { status: number; json: unknown }> = {
  '/api/user/info': () => ok({ name: 'Haruka Hoshino', role: 'admin', accountId: '1' }),
  '/api/workplace/summary': () => ok(SUMMARY),
  '/api/content-data': () =>
    ok([{ x: '2026-04-21', y: 92, partial: true, until: '2026-04-21T05:35:00.000Z' }]),
  '/api/popular/list?type=text': () =>
    ok([{ key: 1, clickNumber: '346.3w+', title: 'Launch trailer', increases: 35 }]),
  '/api/notices?page=1&pageSize=50': () =>
    ok({
      items: [
        { id: 7, title: 'Maintenance on 4/30', category: 'maintenance', publishAt: '2026-04-21T00:00:00Z' },
        { id: 6, title: 'Golden Week event', category: 'event', publishAt: '2026-04-20T00:00:00Z' },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    }),
  '/api/workplace/projects?page=1&pageSize=8': projectPage(1, [12, 11, 10, 9, 8, 7, 6, 5]),
};

let calls: string[];
let answers: typeof ANSWERS;
let queryClient: QueryClient;

beforeAll(async () => {
  await setConsoleLocale('en-US');
  await loadConsoleTexts(undefined, 'en-US');
});

beforeEach(() => {
  calls = [];
  answers = { ...ANSWERS };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url]?.() ?? { status: 404, json: { code: 40400, msg: `No ${url}`, data: null } };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
});

afterEach(() => queryClient.clear());

function renderPage() {
  render(
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <UiProvider system={layoutSystem()}>
          <MemoryRouter>
            <WorkplacePage />
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    </StateProvider>,
  );
}

describe('the workplace', () => {
  it('renders the widgets below the first screen once the rest has painted, in place of a placeholder', async () => {
    renderPage();
    expect(screen.getByTestId('overview')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All projects' })).not.toBeInTheDocument();
    // Rendered in a transition after a frame: on a busy machine that render alone can take longer than the default
    // second.
    expect(
      await screen.findByRole('region', { name: 'All projects' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows the user, the balance, the day’s counts, the popular list and the announcements', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Haruka Hoshino' })).toBeInTheDocument();
    expect(await screen.findByText('CN¥8,320,155.32')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-pending')).getByText('6')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-change')).getByText('+78.1%')).toBeInTheDocument();
    // Below the first screen: rendered once it has painted.
    const popular = await screen.findByRole('region', { name: 'Popular content' });
    expect(await within(popular).findByRole('cell', { name: 'Launch trailer' })).toBeInTheDocument();
    const announcements = screen.getByRole('region', { name: 'Announcements' });
    expect(await within(announcements).findByRole('link', { name: 'Maintenance on 4/30' })).toHaveAttribute(
      'href',
      '/home/notice/7',
    );
    expect(
      await screen.findByRole('img', { name: 'Share of published notices by category' }),
    ).toBeInTheDocument();
  });

  it('shows the first page of projects and loads the next from the server on "Load more"', async () => {
    answers['/api/workplace/projects?page=2&pageSize=8'] = projectPage(2, [4, 3]);
    renderPage();
    const projects = await screen.findByRole('region', { name: 'All projects' });
    expect(await within(projects).findAllByTestId('project')).toHaveLength(8);
    expect(within(projects).getByText('8 of 10')).toBeInTheDocument();
    expect(within(projects).getByRole('heading', { name: 'Project 12' })).toBeInTheDocument();
    expect(within(projects).getByText('Promoted')).toBeInTheDocument();
    expect(within(projects).getByText('12 comments')).toBeInTheDocument();

    fireEvent.click(within(projects).getByRole('button', { name: 'Load more' }));
    expect(await within(projects).findByRole('heading', { name: 'Project 3' })).toBeInTheDocument();
    expect(calls).toContain('/api/workplace/projects?page=2&pageSize=8');
    expect(within(projects).getAllByTestId('project')).toHaveLength(10);
    expect(within(projects).getByRole('button', { name: 'No more projects' })).toBeDisabled();
  });

  it('links each document to its own page in the console', async () => {
    renderPage();
    const docs = await screen.findByRole('region', { name: 'Documents' });
    const links = within(docs).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/docs/overview',
      '/dashboard/docs/guide',
      '/dashboard/docs/workflow',
      '/dashboard/docs/api',
    ]);
  });

  it('says which widget could not load, and loads it again on retry', async () => {
    answers['/api/workplace/summary'] = () => ({
      status: 503,
      json: { code: 50000, msg: 'The database cannot be reached; try again later', data: null },
    });
    renderPage();
    const overview = screen.getByTestId('overview');
    expect(await within(overview).findByRole('alert')).toHaveTextContent(
      'Could not load: The database cannot be reached; try again later',
    );
    answers['/api/workplace/summary'] = ANSWERS['/api/workplace/summary']!;
    fireEvent.click(within(overview).getByRole('button', { name: 'Retry' }));
    expect(await within(overview).findByText('CN¥8,320,155.32')).toBeInTheDocument();
    expect(within(overview).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders with the data its route fetched ahead, asking for nothing more', async () => {
    document.cookie = 'signed-in=1; Path=/';
    markSignedIn();
    await workplaceRoutes[0]!.loadData!({}, queryClient);
    const ahead = [...calls];
    expect(ahead.sort()).toEqual(
      Object.keys(ANSWERS)
        .filter((url) => url !== '/api/user/info')
        .sort(),
    );

    renderPage();
    expect(screen.getByText('CN¥8,320,155.32')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Golden Week event' })).toBeInTheDocument();
    // Only the user's name, which the layout's route fetches ahead, is asked for here.
    await waitFor(() => expect(calls.slice(ahead.length)).toEqual(['/api/user/info']));
  });
});
