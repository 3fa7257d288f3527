import { MAX_RUM_REPORTS, type RumReport } from '@site/contracts/api/rum';
import { type TestApp, buildTestApp, testClock } from './helpers/test-app.js';

// The real-user report endpoint and the health of a remote's versions, through the whole server on the test
// database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const clock = testClock(START);
let t: TestApp;
let admin: string;
// Set to the live version in beforeAll; the refusals' tables, built before it, need only a well-formed one.
let player = { version: '1.0.0', liveSince: '' };

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

const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  t.call({
    method: 'POST',
    url: '/api/rum',
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });

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
    config: { rum: { samplePercent: 100, retentionDays: 2, batchesPerIpPerMinute: 5, flushSeconds: 3600 } },
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
  // Each test in a minute (and a rate-limit window) of its own.
  clock.advance(60_000);
  await t.app.rum.flush();
  await t.db.query('DELETE FROM rum_minutes');
});

describe('POST /api/rum', () => {
  it('counts a valid batch as page views, errors and load failures of the versions it names', async () => {
    const withLegal = { player: player.version, legal: '2025.06.01-1' };
    const { status } = await send({
      reports: [
        report(),
        report({ lcp: 3000, errors: [{ remote: 'player', kind: 'boundary' }] }),
        report({ versions: withLegal, errors: [{ remote: 'legal', kind: 'load-failure' }] }),
        report({
          errors: [
            { remote: 'player', kind: 'uncaught' },
            { remote: 'player', kind: 'boundary' },
          ],
        }),
      ],
    });
    expect(status).toBe(204);
    const data = await health();
    expect(data.live).toMatchObject({
      version: player.version,
      pageViews: 4,
      // Two page views of four had an error of the player (one had two).
      errorRate: 0.5,
      loadFailures: 0,
    });
    expect(data.live.lcpP75).toBeGreaterThanOrEqual(1800);
    expect(data.live.lcpP75).toBeLessThanOrEqual(3000);
    expect(data.live.inpP75).toBeGreaterThanOrEqual(100);
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({ version: player.version, pageViews: 4 });
    const legal = await t.db.query<{ page_views: number; load_failures: number; error_views: number }>(
      "SELECT page_views, load_failures, error_views FROM rum_minutes WHERE remote = 'legal'",
    );
    expect(legal).toEqual([{ page_views: 1, load_failures: 1, error_views: 0 }]);
  });

  it('takes application/json too, and keeps nothing of the address or the query', async () => {
    expect((await send({ reports: [report()] }, { 'content-type': 'application/json' })).status).toBe(204);
    await t.app.rum.flush();
    const rows = await t.db.query('SELECT * FROM rum_minutes');
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it.each([
    ['not JSON', '{"reports": [', /not valid JSON/],
    ['no reports', { reports: [] }, /reports/],
    ['an unknown field', { reports: [{ ...report(), userId: 7 }] }, /userId|additional/i],
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
    clock.advance(60_000);
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

  it('limits the batches of one address a minute, and not those of another', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send({ reports: [report()] })).status).toBe(204);
    const refused = await send({ reports: [report()] });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/Too many reports/);
    expect((await send({ reports: [report()] }, {}, '198.51.100.9')).status).toBe(204);
    clock.advance(60_000);
    expect((await send({ reports: [report()] })).status).toBe(204);
    expect((await health()).live.pageViews).toBe(7);
  });
});

describe('health of a remote', () => {
  it('answers live, the live version since its release and a point a minute', async () => {
    await send({ reports: [report(), report({ errors: [{ remote: 'player', kind: 'boundary' }] })] });
    clock.advance(60_000);
    await send({ reports: [report()] }, {}, '198.51.100.10');
    const data = await health(30);
    expect(data).toMatchObject({ name: 'player', minutes: 30, canary: null });
    expect(data.live).toMatchObject({ pageViews: 3, errorRate: 1 / 3 });
    expect(data.liveSinceRelease).toMatchObject({ pageViews: 3 });
    expect(data.series.map((point: { pageViews: number }) => point.pageViews)).toEqual([2, 1]);
    expect(data.series[1].minute > data.series[0].minute).toBe(true);
  });

  it('leaves out what is older than the span asked for', async () => {
    await send({ reports: [report()] });
    clock.advance(20 * 60_000);
    await send({ reports: [report()] }, {}, '198.51.100.11');
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
  it('deletes the minutes older than RUM_RETENTION_DAYS and keeps the rest', async () => {
    await send({ reports: [report()] });
    await t.app.rum.flush();
    clock.advance(24 * 3600_000);
    await send({ reports: [report()] }, {}, '198.51.100.12');
    await t.app.rum.flush();
    clock.advance(24 * 3600_000 + 30_000);
    expect(await t.app.rum.purge()).toBe(1);
    const left = await t.db.query<{ page_views: number }>('SELECT page_views FROM rum_minutes');
    expect(left).toEqual([{ page_views: 1 }]);
  });
});
