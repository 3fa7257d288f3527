import { type TestApp, buildTestApp } from './helpers/test-app.js';

// The real build (host/dist and the remote store in .data/remotes), as npm start serves it: each page is rendered
// with its data by its remote's prerender build.
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const page = (url: string) => t.inject({ method: 'GET', url, headers: DESKTOP });

function root(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div><span id="first-view-end"/.exec(html)?.[1] ?? '';
}

function queryState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = /<script id="query-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? '{"queries":[]}');
}

async function latestNotice(): Promise<{ id: number; title: string }> {
  const { body } = await t.call({ method: 'GET', url: '/api/notices?page=1&pageSize=1' });
  return body.data.items[0];
}

describe('the first view', () => {
  it('is the page with its data: the notice text is in the HTML, and the data goes along for the browser', async () => {
    const notice = await latestNotice();
    const res = await page(`/home/notice/${notice.id}`);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(notice.title);
    // The body, rendered from Markdown and sanitised as in the browser.
    const full = (await t.call({ method: 'GET', url: `/api/notices/${notice.id}` })).body.data;
    const firstLine = String(full.body)
      .split('\n')[0]!
      .replace(/[*#>`_[\]]/g, '')
      .trim();
    expect(root(res.body)).toContain(firstLine.slice(0, 10));
    expect(queryState(res.body).queries.map((query) => query.queryKey)).toContainEqual([
      'player',
      'notice',
      notice.id,
    ]);
  });

  it('lists the latest notices on the landing page, and keeps only markup in the root', async () => {
    const notice = await latestNotice();
    const res = await page('/home');
    expect(root(res.body)).toContain(notice.title);
    expect(root(res.body)).not.toMatch(/<style|<script/);
    expect(res.body.slice(0, res.body.indexOf('</head>'))).toMatch(/<style>[^<]+<\/style>/);
  });

  it('carries the questionnaire figures as a table', async () => {
    const res = await page('/home/questionnaire-report');
    expect(root(res.body)).toMatch(/<table[^>]*>[\s\S]*<td>\d+<\/td>/);
  });

  it('shows a notice edited in the console at the next request, and keeps the render while nothing changes', async () => {
    const notice = await latestNotice();
    await page('/home');
    expect((await page('/home')).headers['server-timing']).toBe('first-view;desc="kept"');

    const { authorization } = await t.login('admin', 'admin');
    const edited = `${notice.title}（内容を更新しました）`;
    const put = await t.call({
      method: 'PUT',
      url: `/api/notices/${notice.id}`,
      headers: { authorization },
      payload: { title: edited },
    });
    expect(put.status).toBe(200);

    const after = await page('/home');
    expect(after.headers['server-timing']).toBe('first-view;desc="rendered"');
    expect(root(after.body)).toContain(edited);
    const detail = await page(`/home/notice/${notice.id}`);
    expect(root(detail.body)).toContain(edited);
  });

  it('shows a scheduled notice once its time has come, and a deleted one no more, with no render in between', async () => {
    const { authorization } = await t.login('admin', 'admin');
    const { category } = (await t.call({ method: 'GET', url: '/api/notices?page=1&pageSize=1' })).body.data
      .items[0];
    const title = `予約公開のお知らせ ${Date.now()}`;
    const created = await t.call({
      method: 'POST',
      url: '/api/notices',
      headers: { authorization },
      payload: {
        title,
        body: '予約した時刻に公開されます。',
        category,
        status: 'published',
        publishAt: new Date(t.clock() + 60_000).toISOString(),
      },
    });
    expect(created.status).toBe(200);
    await page('/home');
    const before = await page('/home');
    expect(before.headers['server-timing']).toBe('first-view;desc="kept"');
    expect(root(before.body)).not.toContain(title);

    // No write: only the clock moves past the publication time.
    t.clock.advance(61_000);
    const published = await page('/home');
    expect(published.headers['server-timing']).toBe('first-view;desc="rendered"');
    expect(root(published.body)).toContain(title);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/notices/${created.body.data.id}`,
      headers: { authorization },
    });
    expect(removed.status).toBe(200);
    expect(root((await page('/home')).body)).not.toContain(title);
  });

  it('renders nothing new for a query string the page does not read', async () => {
    await page('/home/play');
    for (const search of ['?r=1', '?r=2&utm_source=x', '?page=%00%ff']) {
      const res = await page(`/home/play${search}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['server-timing']).toBe('first-view;desc="kept"');
    }
  });
});

describe('a notice that does not exist', () => {
  const PHONE = {
    'user-agent':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  };

  it.each([
    ['/home/notice/99999', DESKTOP],
    ['/home/notice/abc', DESKTOP],
    ['/home/m/notice/99999', PHONE],
    ['/home/m/notice/abc', PHONE],
    ['/dmg/notice/99999', DESKTOP],
    ['/dmg/m/notice/abc', PHONE],
  ])('%s answers 404 with the page that says so and leads on', async (url, headers) => {
    // Twice, rendered each time: a render whose call failed (the notice's 404) is never kept.
    for (let time = 0; time < 2; time += 1) {
      const res = await t.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['server-timing']).toBe('first-view;desc="rendered"');
      const markup = root(res.body);
      expect(markup).toMatch(/<h1[^>]*>お知らせが見つかりません<\/h1>/);
      expect(markup).toContain(`href="${url.replace(/\/notice\/\w+$/, '/notice')}"`);
      // Not an address search engines should keep.
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('leaves a notice that exists at 200', async () => {
    const notice = await latestNotice();
    for (const url of [`/home/notice/${notice.id}`, `/dmg/m/notice/${notice.id}`]) {
      const res = await t.inject({ method: 'GET', url, headers: url.includes('/m/') ? PHONE : DESKTOP });
      expect(res.statusCode).toBe(200);
      expect(root(res.body)).toContain(notice.title);
    }
  });
});

describe('the hints of a console page', () => {
  const hinted = (html: string) =>
    new Set([...html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)"/g)].map((m) => m[1]));
  const json = async (url: string) => JSON.parse((await t.inject({ method: 'GET', url })).body) as unknown;

  it("name the shared modules its route uses, from the copy the page will use: the host's or the remote's", async () => {
    const hostCopies = (await json('/shared-files.json')) as Record<string, string[]>;
    const { remotes } = (await json('/remotes.json')) as { remotes: { name: string; manifest: string }[] };
    const manifest = remotes.find((remote) => remote.name === 'console')!.manifest;
    const base = manifest.replace(/[^/]*$/, '');
    const { shared } = (await json(`${base}route-assets.json`)) as {
      shared: Record<string, Record<string, string[]>>;
    };
    const consumed = shared['/dashboard/workplace']!;
    const hints = hinted((await page('/dashboard/workplace')).body);
    // The query library: the host brings a copy, so the page uses the host's.
    expect(hostCopies['@tanstack/react-query']).toBeDefined();
    for (const file of hostCopies['@tanstack/react-query']!) expect(hints).toContain(`/${file}`);
    for (const file of consumed['@tanstack/react-query']!) expect(hints).not.toContain(`${base}${file}`);
    // The translation library: only the console brings one.
    expect(hostCopies.i18next).toBeUndefined();
    for (const file of consumed.i18next!) expect(hints).toContain(`${base}${file}`);
  });
});

describe("a signed-in page's data", () => {
  const signedIn = (url: string, session: string | undefined, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url,
      headers: { ...DESKTOP, ...headers },
      cookies: session ? { 'site-session': session, 'signed-in': '1' } : {},
    });
  const keysOf = (html: string) => queryState(html).queries.map((query) => JSON.stringify(query.queryKey));

  it("comes with the page, read with the visitor's session: the user and the workplace's figures, never cached", async () => {
    const { token } = await t.login('admin', 'admin');
    const res = await signedIn('/dashboard/workplace', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Streamed, and so not held back by a proxy that buffers answers (nginx: deploy/nginx).
    expect(res.headers['x-accel-buffering']).toBe('no');
    // No markup: the console renders the page itself (its look is the visitor's settings).
    expect(res.body).toMatch(/<div id="root"><div class="boot-progress"/);
    const state = queryState(res.body);
    const user = state.queries.find((query) => JSON.stringify(query.queryKey).includes('user'));
    expect(user?.state.data).toMatchObject({ name: expect.any(String), role: 'admin' });
    expect(keysOf(res.body).length).toBeGreaterThan(2);
    // Not kept for anyone else: the next visitor without a session gets no data at all.
    const anonymous = await signedIn('/dashboard/workplace', undefined);
    expect(anonymous.body).not.toContain('id="query-state"');
  });

  it("is each visitor's own: a user's page carries the user's name and role, not the admin's", async () => {
    const admin = await t.login('admin', 'admin');
    const user = await t.login('user', 'user');
    const adminPage = queryState((await signedIn('/dashboard/workplace', admin.token)).body);
    const userPage = queryState((await signedIn('/dashboard/workplace', user.token)).body);
    const infoOf = (state: typeof adminPage) =>
      state.queries.find((query) => JSON.stringify(query.queryKey).includes('user'))?.state.data as {
        role: string;
      };
    expect(infoOf(adminPage).role).toBe('admin');
    expect(infoOf(userPage).role).toBe('user');
  });

  it('carries nothing for a session that is unknown or logged out, and the page still loads', async () => {
    for (const session of ['not-a-session', `${'x'.repeat(64)}`]) {
      const res = await signedIn('/dashboard/workplace', session);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('id="query-state"');
    }
    const { token, authorization } = await t.login('admin', 'admin');
    await t.call({ method: 'POST', url: '/api/user/logout', headers: { authorization } });
    expect((await signedIn('/dashboard/workplace', token)).body).not.toContain('id="query-state"');
  });

  it('is not sent with SIGNED_IN_PAGE_DATA=false: the console asks for it, as before', async () => {
    const off = await buildTestApp({ env: { SIGNED_IN_PAGE_DATA: 'false' } });
    try {
      const { token } = await off.login('admin', 'admin');
      const res = await off.inject({
        method: 'GET',
        url: '/dashboard/workplace',
        headers: DESKTOP,
        cookies: { 'site-session': token, 'signed-in': '1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('id="query-state"');
    } finally {
      await off.close();
    }
  }, 60_000);
});
