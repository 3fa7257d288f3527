import type { PrerenderRequest, RenderContext } from '@site/contracts/prerender-protocol';
import { SITE_DEFAULTS } from '@site/contracts/site-defaults';
import { QueryClient, QueryClientProvider, hydrate, queryOptions, useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { type ReactNode, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, useLocation } from 'react-router';
import { AppTree, ShellFrame, appRoutes, areaRoute, routerInitialized } from '../app/app-tree';
import { apiRequest } from '../api/client';
import { getSiteConfig, siteOrigin } from '../config/site-config';
import { type FirstViewTag, firstViewDevice } from './first-view';
import { createPrerender, trackedStyles } from './prerender';
import type { RouteRecord } from './route-record';
import { toRouteObjects } from './to-route-objects';

// Two CSS modules as the prerender build makes them: class names whose stylesheet counts once a render reads one.
const pageStyles = trackedStyles('.page_x{color:red}', { page: 'page_x' });
const unusedStyles = trackedStyles('.other_y{color:blue}', { other: 'other_y' });

function PcPage() {
  const { pathname, search } = useLocation();
  return (
    <main
      className={pageStyles.page}
    >{`PC ${pathname}${search} ${getSiteConfig().gameName} ${siteOrigin()} ${firstViewDevice()}`}</main>
  );
}

function MobilePage() {
  const id = useId();
  return (
    <main>
      <label htmlFor={id}>メール</label>
      <input id={id} name="email" />
      <button type="submit">送信</button>
    </main>
  );
}

// What the page's data source answers now; a test changes it as an editor in the console would.
let notices = ['お知らせ 1'];
let fetches = 0;
const noticesQuery = queryOptions({
  queryKey: ['notices'],
  queryFn: async () => {
    fetches += 1;
    return [...notices];
  },
});

function NoticesPage() {
  const { data, status } = useQuery(noticesQuery);
  return <p>{data ? data.join(', ') : status}</p>;
}

/** A build's render, with the global fetch as its context's unless a test gives its own. */
function prerenderOf(...args: Parameters<typeof createPrerender>) {
  const build = createPrerender(...args);
  return (asked: PrerenderRequest, context: RenderContext = { fetch }) => build.render(asked, context);
}

const pageModule = (Page: () => React.JSX.Element) => () => Promise.resolve({ default: Page });

// A list whose data is one page of it, as its address's query says.
const archiveQuery = (page: string) =>
  queryOptions({ queryKey: ['archive', page], queryFn: async () => `page ${page} of the archive` });

function ArchivePage() {
  const page = new URLSearchParams(useLocation().search).get('page') ?? '1';
  const { data, status } = useQuery(archiveQuery(page));
  return <p>{data ?? status}</p>;
}

const records: RouteRecord[] = [
  { name: 'play', path: '/home/play/:tab', kind: 'pc', meta: { title: 'Play' }, page: pageModule(PcPage) },
  {
    name: 'm-play',
    path: '/home/m/play/:tab',
    kind: 'mobile',
    meta: { title: 'Play' },
    page: pageModule(MobilePage),
  },
  {
    name: 'report',
    path: '/home/report',
    kind: 'pc',
    meta: { searchParams: ['tab'] },
    page: pageModule(PcPage),
  },
  {
    name: 'news',
    path: '/news',
    kind: 'public',
    meta: { title: 'News', lang: 'en', description: 'The news.' },
    page: pageModule(NoticesPage),
    loadData: (_params, client) => client.ensureQueryData(noticesQuery),
  },
  {
    name: 'archive',
    path: '/archive',
    kind: 'public',
    meta: { searchParams: ['page'] },
    page: pageModule(ArchivePage),
    loadData: (_params, client, search) => client.ensureQueryData(archiveQuery(search?.get('page') ?? '1')),
  },
  {
    name: 'terms-text',
    path: '/terms',
    kind: 'public',
    meta: { title: 'Terms', staticPage: true },
    page: pageModule(MobilePage),
  },
  {
    name: 'dmg-terms-text',
    path: '/dmg/terms',
    kind: 'pc',
    meta: { title: 'Terms', staticPage: true },
    page: pageModule(MobilePage),
  },
  {
    name: 'm-dmg-terms-text',
    path: '/dmg/m/terms',
    kind: 'mobile',
    meta: { title: 'Terms', staticPage: true },
    page: pageModule(MobilePage),
  },
  {
    // A PC page without a phone twin: the device rule never moves it.
    name: 'survey-report',
    path: '/survey',
    kind: 'pc',
    meta: { title: 'Report', staticPage: true, searchParams: ['down'] },
    page: pageModule(MobilePage),
    loadData: (_params, client, search) =>
      client.ensureQueryData({
        queryKey: ['survey', search?.get('down') ?? ''],
        queryFn: () =>
          search?.get('down') ? Promise.reject(new Error('down')) : Promise.resolve({ answers: 3 }),
        retry: false,
      }),
  },
];

const render = prerenderOf({ default: records }, { lang: 'ja', area: 'player' });
const request = { site: { ...SITE_DEFAULTS, gameName: 'Astrea', origin: 'https://game.example' } };

function queryState(head: string | undefined) {
  const json = /<script id="query-state" type="application\/json">(.*?)<\/script>/.exec(head ?? '')?.[1];
  return json ? JSON.parse(json) : undefined;
}

describe('createPrerender', () => {
  it('renders the page at an address with its title, language and, in the head, only the styles it used', async () => {
    const page = await render({ ...request, url: '/home/play/pc', device: 'desktop' });
    expect(page).toMatchObject({
      path: '/home/play/pc',
      html: '<main class="page_x">PC /home/play/pc Astrea https://game.example desktop</main>',
      title: 'Play | Astrea',
      lang: 'ja',
      staticPage: false,
    });
    expect(page?.head).toContain('<style>.page_x{color:red}</style>');
    expect(page?.head).not.toContain(unusedStyles.other);
    // The browser learns what the page was rendered for, to start its own first render from the same.
    expect(page?.head).toContain(
      '<script id="first-view" type="application/json">' +
        '{"device":"desktop","area":"player","loaderData":{"area:player":null,"play":null}}</script>',
    );
  });

  it('renders the twin a device will end on, and nothing for device pages when the device is unknown', async () => {
    const phone = await render({ ...request, url: '/home/play/sp', device: 'phone' });
    // Nothing is disabled while the scripts load: the form works as a form.
    expect(phone).toMatchObject({ path: '/home/m/play/sp' });
    expect(phone?.html).toMatch(
      /^<main><label for="(_R_\w+_)">メール<\/label><input id="\1" name="email"\/>/,
    );
    expect(phone?.html).toContain('<button type="submit">送信</button>');
    const desktop = await render({ ...request, url: '/home/m/play/sp', device: 'desktop' });
    expect(desktop?.path).toBe('/home/play/sp');
    // A PC-only page stays what it is on a phone, as the browser's device rule leaves it.
    expect((await render({ ...request, url: '/home/report', device: 'phone' }))?.path).toBe('/home/report');
    expect(await render({ ...request, url: '/home/play/sp', device: 'unknown' })).toBeNull();
  });

  it('renders a page with its data, and sends the data along for the browser to start from', async () => {
    notices = ['お知らせ 1'];
    const page = await render({ ...request, url: '/NEWS', device: 'unknown' });
    expect(page).toMatchObject({
      html: '<p>お知らせ 1</p>',
      title: 'News | Astrea',
      lang: 'en',
      description: 'The news.',
    });
    const state = queryState(page?.head);
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]).toMatchObject({ queryKey: ['notices'], state: { data: ['お知らせ 1'] } });
  });

  it('renders the same bytes while the data is the same, and the new data as soon as it changes', async () => {
    notices = ['お知らせ 1'];
    const first = await render({ ...request, url: '/news', device: 'desktop' });
    fetches = 0;
    // Read again later: the page, its head with its data included, is the same bytes (one ETag for all its visitors).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await render({ ...request, url: '/news', device: 'desktop' });
    expect(again).toMatchObject({ html: first?.html, head: first?.head, complete: true });
    // The data is fetched at every request: that is how an edit shows at once.
    expect(fetches).toBe(1);
    notices = ['お知らせ 1 (改訂)', 'お知らせ 2'];
    const edited = await render({ ...request, url: '/news', device: 'desktop' });
    expect(edited).toMatchObject({ html: '<p>お知らせ 1 (改訂), お知らせ 2</p>' });
  });

  it('says a render is complete only when all of its data arrived', async () => {
    expect(await render({ ...request, url: '/survey?down=1', device: 'desktop' })).toMatchObject({
      complete: false,
    });
    expect(await render({ ...request, url: '/survey', device: 'desktop' })).toMatchObject({ complete: true });
  });

  it('reads only the query parameters a page declares: any other query string renders nothing new', async () => {
    const plain = await render({ ...request, url: '/home/report', device: 'desktop' });
    const other = await render({ ...request, url: '/home/report?r=12345&utm_source=x', device: 'desktop' });
    expect(other).toMatchObject({ html: plain?.html, searchParams: ['tab'] });
    const declared = await render({ ...request, url: '/home/report?r=1&tab=2', device: 'desktop' });
    expect(declared?.html).toContain('PC /home/report?tab=2 ');
  });

  it('fetches the data of the query parameters a page declares, and renders the page with it', async () => {
    const page = await render({ ...request, url: '/archive?utm_source=x&page=3', device: 'desktop' });
    expect(page?.html).toBe('<p>page 3 of the archive</p>');
    expect(queryState(page?.head).queries[0]).toMatchObject({ queryKey: ['archive', '3'] });
  });

  it('marks a finished document the device rule never moves as a static page, when its data all arrived', async () => {
    expect(await render({ ...request, url: '/terms', device: 'phone' })).toMatchObject({ staticPage: true });
    expect(await render({ ...request, url: '/news', device: 'phone' })).toMatchObject({ staticPage: false });
    // A device page with a twin for the other device: the application's device rule may move it.
    expect(await render({ ...request, url: '/dmg/terms', device: 'desktop' })).toMatchObject({
      staticPage: false,
    });
    // A PC page without a twin stays where it is on a phone too.
    const report = await render({ ...request, url: '/survey', device: 'phone' });
    expect(report).toMatchObject({ path: '/survey', staticPage: true });
    // It runs no application: nothing in its head is for one.
    expect(report?.head).not.toContain('id="first-view"');
    expect(report?.head).not.toContain('id="query-state"');
    // Its data did not arrive: the application is sent, to fetch it again and offer a retry.
    const failed = await render({ ...request, url: '/survey?down=1', device: 'desktop' });
    expect(failed).toMatchObject({ staticPage: false });
    expect(failed?.head).toContain('id="first-view"');
  });

  it('renders nothing for pages of signed-in users, whoever they are inside', async () => {
    const signedIn = prerenderOf(
      {
        default: [
          { name: 'login', path: '/login', kind: 'public', meta: {}, page: pageModule(MobilePage) },
          {
            name: 'board',
            path: '/board',
            kind: 'public',
            meta: { requiresAuth: true },
            page: pageModule(MobilePage),
            children: [
              { name: 'work', path: 'work', kind: 'public', meta: {}, page: pageModule(MobilePage) },
            ],
          },
          {
            name: 'self',
            path: '/self',
            kind: 'public',
            meta: { requiresAuth: true },
            page: pageModule(MobilePage),
          },
        ],
      },
      { lang: 'zh-CN', area: 'console' },
    );
    expect(await signedIn({ ...request, url: '/login', device: 'desktop' })).toMatchObject({ lang: 'zh-CN' });
    expect(await signedIn({ ...request, url: '/board/work', device: 'desktop' })).toBeNull();
    expect(await signedIn({ ...request, url: '/self', device: 'desktop' })).toBeNull();
  });

  it("answers a signed-in visitor's page with the data its routes read, and no markup", async () => {
    const seen: unknown[] = [];
    const signedIn = prerenderOf(
      {
        default: [
          {
            name: 'board',
            path: '/board',
            kind: 'public',
            meta: { requiresAuth: true },
            page: pageModule(MobilePage),
            loadData: async (_params, client, _search, context) => {
              seen.push(context);
              await client.ensureQueryData({ queryKey: ['me'], queryFn: async () => ({ name: 'Haruka' }) });
            },
            children: [
              {
                name: 'work',
                path: 'work',
                kind: 'public',
                meta: { title: 'Work' },
                page: pageModule(MobilePage),
                // A failed read is the browser's to make again: it is not sent.
                loadData: (_params, client) =>
                  client
                    .fetchQuery({
                      queryKey: ['broken'],
                      queryFn: () => Promise.reject(new Error('401')),
                      retry: false,
                    })
                    .catch(() => undefined),
              },
            ],
          },
        ],
      },
      { lang: 'zh-CN', area: 'console' },
    );
    const page = await signedIn({ ...request, url: '/board/work', device: 'desktop', signedIn: true });
    expect(page).toMatchObject({ path: '/board/work', html: '', dataOnly: true });
    const state = JSON.parse(
      /<script id="query-state" type="application\/json">(.*)<\/script>/.exec(page!.head)![1]!,
    );
    expect(state.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([['me']]);
    expect(seen).toEqual([{ signedIn: true }]);
    // Without a session the same address is not the server's to answer.
    expect(await signedIn({ ...request, url: '/board/work', device: 'desktop' })).toBeNull();
  });

  it("reads each render's data through the fetch of its own context, also while another render runs", async () => {
    const withApi = prerenderOf(
      {
        default: [
          {
            name: 'news',
            path: '/news',
            kind: 'public',
            meta: {},
            page: pageModule(NoticesPage),
            loadData: (_params, client) =>
              client.ensureQueryData({
                ...noticesQuery,
                queryFn: () => apiRequest<string[]>('/api/notices'),
              }),
          },
        ],
      },
      { lang: 'ja', area: 'player' },
    );
    const asked: string[] = [];
    const answering =
      (title: string, afterMs: number): typeof fetch =>
      async (input) => {
        asked.push(`${title} ${String(input)}`);
        await new Promise((resolve) => setTimeout(resolve, afterMs));
        return Response.json({ code: 0, data: [title] });
      };
    const [slow, quick] = await Promise.all([
      withApi({ ...request, url: '/news', device: 'desktop' }, { fetch: answering('slow', 30) }),
      withApi({ ...request, url: '/news', device: 'desktop' }, { fetch: answering('quick', 1) }),
    ]);
    expect(slow?.html).toContain('slow');
    expect(quick?.html).toContain('quick');
    expect(asked.sort()).toEqual(['quick /api/notices', 'slow /api/notices']);
  });

  it('renders each page for its own site and device, also while another render runs', async () => {
    const [astrea, other] = await Promise.all([
      render({ ...request, url: '/home/play/pc', device: 'desktop' }),
      render({
        ...request,
        site: { ...request.site, gameName: 'Borealis', origin: 'https://other.example' },
        url: '/home/m/play/pc',
        device: 'phone',
      }),
      // A third render of another page in between, as the server's worker runs them.
      render({ ...request, url: '/news', device: 'desktop' }),
    ]);
    expect(astrea).toMatchObject({
      html: '<main class="page_x">PC /home/play/pc Astrea https://game.example desktop</main>',
      title: 'Play | Astrea',
    });
    expect(other).toMatchObject({ title: 'Play | Borealis' });
    expect(other?.head).toContain('{"device":"phone","area":"player",');
  });

  it("hydrates in the browser's router tree as rendered, ids of labelled fields included", async () => {
    const page = await render({ ...request, url: '/home/m/play/sp', device: 'phone' });
    expect(page?.html).toMatch(/<label for="([^"]+)">メール<\/label><input id="\1"/);
    const container = document.createElement('div');
    container.innerHTML = page!.html;
    document.body.append(container);
    // The host's tree around the same pages: its browser router, its own query cache.
    const client = new QueryClient();
    const router = createMemoryRouter(
      appRoutes({ Shell: () => <ShellFrame progressLabel="" /> }, [
        areaRoute('player', toRouteObjects(records, 'player'), {
          providers: () =>
            function BrowserQueries({ children }: { children: ReactNode }) {
              return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
            },
        }),
      ]),
      { initialEntries: ['/home/m/play/sp'] },
    );
    await routerInitialized(router);
    const field = container.querySelector('input');
    // React reports markup it must draw again as a recoverable error, and attributes it leaves as the server sent
    // them (an id from useId) only on the console.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <AppTree router={router} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    try {
      expect(mismatches).toEqual([]);
      expect(logged.mock.calls).toEqual([]);
      // The server's elements were kept, not drawn again.
      expect(container.querySelector('input')).toBe(field);
      expect(container.querySelector('label')?.htmlFor).toBe(field?.id);
    } finally {
      logged.mockRestore();
      act(() => root.unmount());
      container.remove();
      router.dispose();
    }
  });

  it("starts the browser's router from the server's route data: the page hydrates without loading its data again", async () => {
    notices = ['お知らせ 1'];
    const page = await render({ ...request, url: '/news', device: 'desktop' });
    const tag = /<script id="first-view" type="application\/json">(.*?)<\/script>/.exec(page!.head)?.[1];
    const { loaderData } = JSON.parse(tag!) as FirstViewTag;
    const container = document.createElement('div');
    container.innerHTML = page!.html;
    document.body.append(container);
    // The host's side: the page's query cache starts from the data the server sent, its loaders count data loads.
    const client = new QueryClient();
    hydrate(client, queryState(page?.head));
    const dataLoads = jest.fn();
    const browserRecords = records.map((record) =>
      record.loadData
        ? {
            ...record,
            loadData: (...args: Parameters<NonNullable<RouteRecord['loadData']>>) => {
              dataLoads();
              return record.loadData!(...args);
            },
          }
        : record,
    );
    const fetchesBefore = fetches;
    const router: ReturnType<typeof createMemoryRouter> = createMemoryRouter(
      appRoutes({ Shell: () => <ShellFrame progressLabel="" /> }, [
        areaRoute(
          'player',
          toRouteObjects(browserRecords, 'player', {
            queryClient: async () => client,
            hydrating: () => !router.state.initialized,
          }),
          {
            providers: () =>
              function BrowserQueries({ children }: { children: ReactNode }) {
                return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
              },
          },
        ),
      ]),
      { initialEntries: ['/news'], hydrationData: { loaderData } },
    );
    await routerInitialized(router);
    // Nothing fetched while the router started (what the page does once mounted is its query's staleness rule).
    expect(fetches).toBe(fetchesBefore);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <AppTree router={router} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    try {
      expect(loaderData).toEqual({ 'area:player': null, news: null });
      expect(dataLoads).not.toHaveBeenCalled();
      expect(mismatches).toEqual([]);
      expect(container.textContent).toBe('お知らせ 1');
    } finally {
      act(() => root.unmount());
      container.remove();
      router.dispose();
    }
  });

  it('answers null for an address the remote does not serve', async () => {
    expect(await render({ ...request, url: '/nowhere', device: 'desktop' })).toBeNull();
  });
});
