import { MAX_RUM_REPORTS, type RumReport } from '@site/contracts/api/rum';
import { type PageView, address, pageView } from './helpers/page-views.js';
import { type TestApp, buildTestApp, testClock } from './helpers/test-app.js';

// The real-user report endpoint and the health of a remote's versions, through the whole server on the test
// database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). Each page view is one /remotes.json answer, as a
// page's remote index is: its token is what its reports count with.
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const clock = testClock(START);
let t: TestApp;
let admin: string;
// Set to the live version in beforeAll; the refusals' tables, built before it, need only a well-formed one.
let player = { version: '1.0.0', liveSince: '' };
// Every test sends from addresses of its own: the rate limit's windows are the real clock's.
let next = 0;
const from = () => address((next += 1));

const report = (overrides: Partial<RumReport> = {}): RumReport => ({
  page: '/home',
  remote: 'player',
  versions: { player: player.version },
  lcp: 1800,
  inp: 120,
  cls: 0.02,
  errors: [],
  ...overrides,
});

const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = from()) =>
  t.call({
    method: 'POST',
    url: '/api/rum',
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });

/** A page view and its reports, sent from the address that got the page. */
async function view(reports: (view: PageView) => RumReport[] = () => [report()]) {
  const sender = from();
  const got = await pageView(t, sender);
  const { status, body } = await send({ token: got.token, reports: reports(got) }, {}, sender);
  return { status, body, got, sender };
}

const health = async (minutes?: number) => {
  const { status, body } = await t.call({
    url: `/api/admin/remotes/player/health${minutes ? `?minutes=${minutes}` : ''}`,
    headers: { authorization: admin },
  });
  expect(status).toBe(200);
  return body.data;
};

beforeAll(async () => {
  t = await buildTestApp({
    clock,
    env: { RUM_RETENTION_DAYS: '2', RUM_RATE_LIMIT_PER_IP: '5', RUM_FLUSH_SECONDS: '3600' },
  });
  admin = (await t.login('admin', 'admin')).authorization;
  // The player's live release (the store's, which the server took at start), as if made live a minute before the
  // reports start.
  const liveSince = new Date(START - 60_000);
  const [live] = await t.db.query<{ version: string }>(
    "UPDATE remote_releases SET activated_at = $1 WHERE remote = 'player' AND live RETURNING version",
    [liveSince],
  );
  player = { version: live!.version, liveSince: liveSince.toISOString() };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  // Each test in a minute of its own.
  clock.advance(60_000);
  await t.app.rum.flush();
  await t.db.query('DELETE FROM rum_minutes');
  await t.db.query('DELETE FROM rum_dropped');
});

describe('POST /api/rum', () => {
  it('counts a page view once for each remote it used, with its errors, load failures and first vitals', async () => {
    const { status, got } = await view((page) => {
      const withLegal = { player: page.versions.player!, legal: page.versions.legal! };
      return [
        report(),
        report({ lcp: 3000, errors: [{ remote: 'player', kind: 'boundary' }] }),
        report({ versions: withLegal, errors: [{ remote: 'legal', kind: 'load-failure' }] }),
        report({
          errors: [
            { remote: 'player', kind: 'uncaught' },
            { remote: 'player', kind: 'boundary' },
          ],
        }),
      ];
    });
    expect(status).toBe(204);
    const data = await health();
    // Four navigations of one page load: one page view of the player, with an error; one of the legal remote,
    // with a load failure. The vitals are those of its first view.
    expect(data.live).toMatchObject({
      version: player.version,
      pageViews: 1,
      errorRate: 1,
      addresses: 1,
      addressErrorRate: 1,
      visitors: 1,
      loadFailures: 0,
    });
    expect(data.live.lcpP75).toBeGreaterThanOrEqual(1600);
    expect(data.live.lcpP75).toBeLessThanOrEqual(2000);
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({ version: player.version, pageViews: 1 });
    const legal = await t.db.query<{
      version: string;
      page_views: number;
      load_failures: number;
      error_views: number;
    }>("SELECT version, page_views, load_failures, error_views FROM rum_minutes WHERE remote = 'legal'");
    expect(legal).toEqual([{ version: got.versions.legal, page_views: 1, load_failures: 1, error_views: 0 }]);
  });

  it('counts what a later batch of the page view adds, and nothing twice', async () => {
    const { got, sender } = await view();
    const later = (reports: RumReport[]) => send({ token: got.token, reports }, {}, sender);
    // The page was hidden and shown again: an error since, and the legal remote, count; the view does not again.
    const withLegal = { player: player.version, legal: got.versions.legal! };
    expect(
      (await later([report({ versions: withLegal, errors: [{ remote: 'player', kind: 'uncaught' }] })]))
        .status,
    ).toBe(204);
    // Nothing new: the same batch again is a replay.
    const again = await later([
      report({ versions: withLegal, errors: [{ remote: 'player', kind: 'uncaught' }] }),
    ]);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This page view was counted already');
    const data = await health();
    expect(data.live).toMatchObject({ pageViews: 1, errorRate: 1, addresses: 1, addressErrorRate: 1 });
    const legal = await t.db.query<{ page_views: number }>(
      "SELECT page_views FROM rum_minutes WHERE remote = 'legal'",
    );
    expect(legal).toEqual([{ page_views: 1 }]);
    expect(data.dropped).toEqual([{ reason: 'replayed', remote: 1, unattributed: 0 }]);
  });

  it('takes application/json too, and keeps nothing of the address, the visitor or the query', async () => {
    const sender = from();
    const got = await pageView(t, sender);
    const payload = { token: got.token, reports: [report()] };
    expect((await send(payload, { 'content-type': 'application/json' }, sender)).status).toBe(204);
    await t.app.rum.flush();
    const rows = JSON.stringify(await t.db.query('SELECT * FROM rum_minutes'));
    expect(rows).not.toContain(sender);
    expect(rows).not.toContain(got.token.split('.')[0]);
  });

  it.each([
    ['not JSON', '{"reports": [', /not valid JSON/],
    ['no reports', { reports: [] }, /reports/],
    ['an unknown field', { reports: [{ ...report(), userId: 7 }] }, /userId|additional/i],
    ['a token that is not text', { token: 7, reports: [report()] }, /token/],
    ['a query string in the page', { reports: [report({ page: '/home?mail=a@b.example' })] }, /page/],
    ['a bad version', { reports: [report({ versions: { player: '../../etc' } })] }, /versions/],
    [
      'a bad remote name',
      { reports: [report({ versions: { 'Player!': '1.0.0', player: '1.0.0' } })] },
      /versions/,
    ],
    ['a vital out of range', { reports: [report({ lcp: -5 })] }, /lcp/],
    [
      'an unknown error kind',
      { reports: [{ ...report(), errors: [{ remote: 'player', kind: 'oops' }] }] },
      /kind/,
    ],
    [
      'an error of a remote the page did not use',
      { reports: [report({ errors: [{ remote: 'console', kind: 'boundary' }] })] },
      /errors\/0\/remote "console" is not among reports\/0\/versions/,
    ],
    ['a page remote not among the versions', { reports: [report({ remote: 'legal' })] }, /remote "legal"/],
    [
      'a remote named like a property every object has',
      { reports: [report({ remote: 'constructor' })] },
      /remote "constructor" is not among/,
    ],
    ['bytes that are not UTF-8', Buffer.from('{"reports":[{"page":"/\xff"}]}', 'latin1'), /not valid UTF-8/],
    ['a __proto__ key', '{"reports":[],"__proto__":{"x":1}}', /__proto__/],
    ['too many reports', { reports: Array.from({ length: MAX_RUM_REPORTS + 1 }, () => report()) }, /reports/],
  ])('refuses %s with a 400 that names the field', async (_name, payload, message) => {
    const { status, body } = await send(payload);
    expect(status).toBe(400);
    expect(body.msg).toMatch(message);
  });

  it('drops a batch without a token with a 400 that says what it lacks, and counts it as dropped', async () => {
    const { status, body } = await send({ reports: [report(), report()] });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^body\.token is missing: reports count only with the page view’s token/);
    expect((await health()).dropped).toEqual([{ reason: 'no-token', remote: 0, unattributed: 2 }]);
    await t.app.rum.flush();
    expect(await t.db.query('SELECT * FROM rum_minutes')).toEqual([]);
  });

  it('drops reports of versions the page view did not get, naming them', async () => {
    const { status, body } = await view((got) => [
      report({ versions: { player: got.versions.player!, legal: '9.9.9-other' } }),
    ]);
    expect(status).toBe(403);
    expect(body.msg).toBe(
      'reports/0 names legal 9.9.9-other, but this page view got ' +
        `${(await pageView(t, from())).versions.legal}: reports count only for the versions the page view was served`,
    );
    expect((await health()).dropped).toEqual([{ reason: 'other-versions', remote: 1, unattributed: 0 }]);
  });

  it('refuses an oversized batch with a 413 before reading it', async () => {
    const { status, body } = await send(
      JSON.stringify({ reports: [report({ page: `/${'a'.repeat(20_000)}` })] }),
    );
    expect(status).toBe(413);
    expect(body.msg).toMatch(/too large/);
  });

  it('refuses another content type with a 415 and a cross-site page with a 403', async () => {
    const form = await send({ reports: [report()] }, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.msg).toMatch(/application\/json or text\/plain/);
    const crossSite = await send({ reports: [report()] }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('limits the batches of one address a minute, and not those of another, counting the refused', async () => {
    const sender = from();
    const got = await pageView(t, sender);
    const batch = { token: got.token, reports: [report()] };
    expect((await send(batch, {}, sender)).status).toBe(204);
    for (let i = 0; i < 4; i += 1) expect((await send(batch, {}, sender)).status).toBe(409);
    const refused = await send(batch, {}, sender);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/Too many reports from this address/);
    expect(refused.res.headers['retry-after']).toBeDefined();
    expect((await view()).status).toBe(204);
    const data = await health();
    expect(data.live.pageViews).toBe(2);
    expect(data.dropped).toEqual([
      { reason: 'replayed', remote: 4, unattributed: 0 },
      { reason: 'rate-limited', remote: 0, unattributed: 1 },
    ]);
  });
});

describe('health of a remote', () => {
  it('answers live, the live version since its release and a point a minute', async () => {
    await view();
    await view(() => [report({ errors: [{ remote: 'player', kind: 'boundary' }] })]);
    clock.advance(60_000);
    await view();
    const data = await health(30);
    expect(data).toMatchObject({ name: 'player', minutes: 30, canary: null, dropped: [] });
    expect(data.live).toMatchObject({ pageViews: 3, errorRate: 1 / 3, addresses: 3, visitors: 3 });
    expect(data.liveSinceRelease).toMatchObject({ pageViews: 3 });
    expect(data.series.map((point: { pageViews: number }) => point.pageViews)).toEqual([2, 1]);
    expect(data.series[1].minute > data.series[0].minute).toBe(true);
  });

  it('counts a page view in the minute its page was served, however late its report', async () => {
    const sender = from();
    const got = await pageView(t, sender);
    clock.advance(10 * 60_000);
    expect((await send({ token: got.token, reports: [report()] }, {}, sender)).status).toBe(204);
    const data = await health(30);
    expect(data.series).toEqual([
      expect.objectContaining({ minute: new Date(clock() - 10 * 60_000 - (clock() % 60_000)).toISOString() }),
    ]);
  });

  it('leaves out what is older than the span asked for', async () => {
    await view();
    clock.advance(20 * 60_000);
    await view();
    expect((await health(10)).live.pageViews).toBe(1);
    expect((await health(60)).live.pageViews).toBe(2);
  });

  it('is for admins, refuses a bad span and an unknown remote', async () => {
    expect((await t.call({ url: '/api/admin/remotes/player/health' })).status).toBe(401);
    const user = (await t.login('user', 'user')).authorization;
    expect(
      (await t.call({ url: '/api/admin/remotes/player/health', headers: { authorization: user } })).status,
    ).toBe(403);
    const bad = await t.call({
      url: '/api/admin/remotes/player/health?minutes=1',
      headers: { authorization: admin },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/minutes/);
    const unknown = await t.call({
      url: '/api/admin/remotes/nothing/health',
      headers: { authorization: admin },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('retention', () => {
  it('deletes the minutes, counted and dropped, older than RUM_RETENTION_DAYS and keeps the rest', async () => {
    await view();
    await send({ reports: [report()] });
    await t.app.rum.flush();
    clock.advance(24 * 3600_000);
    await view();
    await t.app.rum.flush();
    clock.advance(24 * 3600_000 + 30_000);
    expect(await t.app.rum.purge()).toBe(2);
    const left = await t.db.query<{ page_views: number }>('SELECT page_views FROM rum_minutes');
    expect(left).toEqual([{ page_views: 1 }]);
    expect(await t.db.query('SELECT * FROM rum_dropped')).toEqual([]);
  });
});
