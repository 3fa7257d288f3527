import type { VersionHealth } from '@site/contracts/api/rum';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import type { HealthOf } from '../src/releases/canary-guard.js';
import { signingSecret } from '../src/lib/signing-secret.js';
import { newVisitorId, visitorCookieValue } from '../src/releases/visitor.js';
import { type MarkedSite, markedSite, recordPlayerReleases } from './helpers/marked-site.js';
import { type TestApp, buildTestApp, freshDatabase, testClock } from './helpers/test-app.js';

// A host build and a remote store on disk, as the build writes them: three builds of the player (the first live) and
// the legal remote. Each build's first view names the build that rendered it.
const LIVE = '0.1.0-aaaa';
const NEXT = '0.2.0-bbbb';
const THIRD = '0.3.0-cccc';
const LEGAL = '0.1.0-llll';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
// The guard runs when a test says so, never on a timer.
const ENV = { CANARY_GUARD_INTERVAL_SECONDS: '0' };

let site: MarkedSite;

beforeAll(() => {
  site = markedSite([LIVE, NEXT, THIRD], LEGAL);
});

afterAll(() => site.remove());

/** The figures the guard reads, set by each test: a version not set has no page views. */
function healthFigures() {
  const figures = new Map<string, Omit<VersionHealth, 'version'>>();
  const calls: { remote: string; version: string; since: Date; until: Date }[] = [];
  const healthOf: HealthOf = async (remote, version, since, until) => {
    calls.push({ remote, version, since, until });
    const found = figures.get(version);
    return {
      version,
      pageViews: 0,
      errorRate: 0,
      addresses: 0,
      addressErrorRate: 0,
      visitors: 0,
      loadFailures: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
      ...found,
    };
  };
  // The guard weighs addresses: by default as many as page views, as many visitors, the same rate.
  const set = (
    version: string,
    pageViews: number,
    errorRate: number,
    addresses = pageViews,
    visitors = addresses,
  ) =>
    figures.set(version, {
      pageViews,
      errorRate,
      addresses,
      addressErrorRate: errorRate,
      visitors,
      loadFailures: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    });
  return { healthOf, set, calls, clear: () => figures.clear() };
}

/** An app over a fresh database, NEXT and THIRD stored (uploaded) but not live, and a deploy key per remote. */
async function setUp(options: {
  healthOf?: HealthOf;
  database?: Database;
  clock?: ReturnType<typeof testClock>;
}) {
  const t = await buildTestApp({
    database: options.database,
    clock: options.clock ?? testClock(Date.parse('2030-04-01T10:00:00Z')),
    env: ENV,
    healthOf: options.healthOf,
    config: {
      hostDistDir: site.hostDist,
      remoteStoreDir: site.store,
      publicOrigin: 'https://astrea.example',
      rateLimit: { deployKeyFailuresPerIp: 1000 },
    },
  });
  const admin = (await t.login('admin', 'admin')).authorization;
  return { t, admin };
}

/** Records NEXT and THIRD as releases that are not live, as an upload does. */
const storeVersions = (db: Database, versions: string[] = [NEXT, THIRD]) =>
  recordPlayerReleases(db, versions);

const visitorCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === 'site-visitor');

describe('canary releases', () => {
  let t: TestApp;
  let admin: string;
  let playerKey: string;
  let legalKey: string;

  beforeAll(async () => {
    ({ t, admin } = await setUp({}));
    await storeVersions(t.db);
    const key = async (remote: string) => {
      const res = await t.call({
        method: 'POST',
        url: `/api/admin/remotes/${remote}/keys`,
        headers: { authorization: admin },
        payload: { name: `${remote} ci` },
      });
      expect(res.status).toBe(200);
      return res.body.data.secret as string;
    };
    playerKey = await key('player');
    legalKey = await key('legal');
  }, 120_000);
  afterAll(async () => t?.close());

  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  // A visitor's cookie as the server signs it (one written by hand is no cookie: rum-hostile.test.ts).
  const cookieFor = async (visitor: string) =>
    visitorCookieValue(await signingSecret(t.db, 'visitor', new Date()), visitor);
  /** The player version /remotes.json gives a browser with this visitor cookie (as the server set it). */
  const versionOfCookie = async (cookie: string) => {
    const res = await t.inject({ url: '/remotes.json', headers: { cookie: `site-visitor=${cookie}` } });
    const remotes = (res.json() as { remotes: { name: string; version: string }[] }).remotes;
    return remotes.find((remote) => remote.name === 'player')!.version;
  };
  const versionFor = async (visitor: string) => versionOfCookie(await cookieFor(visitor));
  const page = (url: string, visitor?: string) =>
    t.inject({
      url,
      headers: {
        'user-agent': DESKTOP,
        accept: 'text/html',
        ...(visitor ? { cookie: `site-visitor=${visitor}` } : {}),
      },
    });
  const audit = async () => {
    const res = await t.call({ url: '/api/admin/remotes/player/audit', headers: { authorization: admin } });
    return res.body.data.items as {
      action: string;
      actor: string;
      outcome: string;
      version: string | null;
    }[];
  };

  it('refuses what cannot be a canary, naming the field or the reason', async () => {
    const start = (payload: object, secret = playerKey) =>
      t.call({ method: 'POST', url: '/api/remotes/player/canary', headers: bearer(secret), payload });
    for (const share of [0, 100, 50.5]) {
      const res = await start({ version: NEXT, share });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('share');
    }
    const noVersion = await start({ share: 10 });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.msg).toContain('version');
    expect((await start({ version: '9.9.9-none', share: 10 })).body.msg).toBe(
      'player has no stored version 9.9.9-none',
    );
    const live = await start({ version: LIVE, share: 10 });
    expect(live.status).toBe(409);
    expect(live.body.msg).toBe(`player ${LIVE} is live already: every visitor sees it`);
    // The key of another remote opens nothing of this one.
    const otherKey = await start({ version: NEXT, share: 10 }, legalKey);
    expect(otherKey.status).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary',
      payload: { version: NEXT, share: 10 },
    });
    expect(anonymous.status).toBe(401);
    const user = (await t.login('user', 'user')).authorization;
    const asUser = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: user },
      payload: { version: NEXT, share: 10 },
    });
    expect(asUser.status).toBe(403);
    const status = await t.call({
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
    });
    expect(status.body.data).toEqual({ running: null, recent: [] });
  });

  it('runs one canary per remote, started with a key, aborted as an admin, every call audited', async () => {
    // No canary: pages give everyone the same versions (the same page, which any cache may keep and revalidate), and
    // no visitor cookie.
    const before = await page('/home');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(visitorCookie(before)).toBeUndefined();

    const started = await t.call({
      method: 'POST',
      url: '/api/remotes/player/canary',
      headers: bearer(playerKey),
      payload: { version: NEXT, share: 50 },
    });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      name: 'player',
      version: NEXT,
      baseVersion: LIVE,
      share: 50,
      state: 'running',
      startedBy: 'player ci',
      endedAt: null,
      automatic: false,
    });
    const again = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
      payload: { version: THIRD, share: 10 },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain(`player already has a canary running (${NEXT})`);
    const otherAbort = await t.call({
      method: 'POST',
      url: '/api/remotes/player/canary/abort',
      headers: bearer(legalKey),
    });
    expect(otherAbort.status).toBe(403);

    const status = await t.call({
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
    });
    expect(status.body.data.running).toMatchObject({ id: started.body.data.id, version: NEXT });

    const aborted = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary/abort',
      headers: { authorization: admin },
    });
    expect(aborted.status).toBe(200);
    expect(aborted.body.data).toMatchObject({
      state: 'aborted',
      endedBy: 'admin',
      automatic: false,
      reason: null,
    });
    const twice = await t.call({
      method: 'POST',
      url: '/api/remotes/player/canary/abort',
      headers: bearer(playerKey),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('player has no canary running');

    const entries = await audit();
    // The other remote's key is recorded too: it tried.
    expect(entries.slice(0, 5).map((entry) => [entry.action, entry.actor, entry.outcome])).toEqual([
      ['canary-abort', 'player ci', 'refused'],
      ['canary-abort', 'admin', 'ok'],
      ['canary-abort', 'legal ci', 'refused'],
      ['canary-start', 'admin', 'refused'],
      ['canary-start', 'player ci', 'ok'],
    ]);
    expect(entries[4]!.version).toBe(NEXT);
  });

  it('gives each visitor one version, the same in pages and /remotes.json, about the share of them the canary', async () => {
    const started = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
      payload: { version: NEXT, share: 30 },
    });
    expect(started.status).toBe(200);

    // A first visit gets a visitor cookie, and keeps its version with it.
    const first = await page('/home');
    const cookie = visitorCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(300 * 24 * 3600);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const firstVersion = /<h1>player ([^<]+)<\/h1>/.exec(first.body)![1]!;
    for (let i = 0; i < 3; i += 1) {
      const again = await page('/home/play', cookie.value);
      expect(again.body).toContain(`<h1>player ${firstVersion}</h1>`);
      expect(visitorCookie(again)).toBeUndefined();
      expect(await versionOfCookie(cookie.value)).toBe(firstVersion);
    }

    const visitors = Array.from({ length: 400 }, () => newVisitorId());
    const versions = await Promise.all(visitors.map(versionFor));
    const canaryCount = versions.filter((version) => version === NEXT).length;
    // 30 % of 400 is 120; the spread of a fair draw is about 9, so this fails only for a skewed one.
    expect(canaryCount).toBeGreaterThan(80);
    expect(canaryCount).toBeLessThan(160);
    expect(new Set(versions)).toEqual(new Set([LIVE, NEXT]));
    // And again: the same visitors, the same versions.
    expect(await Promise.all(visitors.slice(0, 50).map(versionFor))).toEqual(versions.slice(0, 50));

    await t.call({ method: 'POST', url: '/api/remotes/player/canary/abort', headers: bearer(playerKey) });
    const after = await Promise.all(visitors.slice(0, 50).map(versionFor));
    expect(new Set(after)).toEqual(new Set([LIVE]));
  });

  it("never hands one visitor's kept page to another, and a preview still wins", async () => {
    await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
      payload: { version: NEXT, share: 50 },
    });
    let onCanary: string | undefined;
    let onLive: string | undefined;
    while (!onCanary || !onLive) {
      const visitor = newVisitorId();
      if ((await versionFor(visitor)) === NEXT) onCanary ??= visitor;
      else onLive ??= visitor;
    }
    for (let round = 0; round < 3; round += 1) {
      for (const [visitor, version] of [
        [onCanary, NEXT],
        [onLive, LIVE],
      ] as const) {
        const res = await page('/home', await cookieFor(visitor));
        expect(res.body).toContain(`<h1>player ${version}</h1>`);
        expect(res.body).toContain(`/remotes/player/${version}/`);
        // From the second round on, each version's page is the one kept for it.
        if (round > 0) expect(res.headers['server-timing']).toContain('kept');
      }
    }

    const link = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/previews',
      headers: { authorization: admin },
      payload: { version: THIRD },
    });
    const opened = await t.inject({ url: link.body.data.url as string });
    const preview = opened.cookies.find((c) => c.name === 'site-preview')!;
    const canaryCookie = `site-visitor=${await cookieFor(onCanary)}`;
    const previewing = await t.inject({
      url: '/home',
      headers: { 'user-agent': DESKTOP, cookie: `${canaryCookie}; site-preview=${preview.value}` },
    });
    expect(previewing.body).toContain(`<h1>player ${THIRD}</h1>`);
    expect(previewing.headers['cache-control']).toBe('private, no-store');
    const index = await t.inject({
      url: '/remotes.json',
      headers: { cookie: `${canaryCookie}; site-preview=${preview.value}` },
    });
    expect(index.json().remotes.find((r: { name: string }) => r.name === 'player').version).toBe(THIRD);
  });

  it('promotes the canary to every visitor in one step; meanwhile nothing else goes live under it', async () => {
    // Another version made live, or a rollback, would put the canary's visitors and everyone else on versions it
    // was never compared with: refused, naming the canary, with a key as with the console.
    const running = `player has a canary of ${NEXT} running for \\d+ % of visitors: promote or abort it before you`;
    const refusals = [
      {
        url: '/api/admin/remotes/player/live',
        headers: { authorization: admin },
        payload: { version: THIRD },
      },
      { url: '/api/admin/remotes/player/rollback', headers: { authorization: admin }, payload: {} },
      { url: '/api/remotes/player/live', headers: bearer(playerKey), payload: { version: THIRD } },
      { url: '/api/remotes/player/rollback', headers: bearer(playerKey), payload: {} },
    ];
    for (const call of refusals) {
      const res = await t.call({ method: 'POST', ...call });
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(new RegExp(`^${running} (make live|roll back)$`));
    }
    const promoted = await t.call({
      method: 'POST',
      url: '/api/remotes/player/canary/promote',
      headers: bearer(playerKey),
      payload: {},
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ version: NEXT, state: 'promoted', endedBy: 'player ci' });
    const visitors = Array.from({ length: 30 }, () => newVisitorId());
    expect(new Set(await Promise.all(visitors.map(versionFor)))).toEqual(new Set([NEXT]));
    const res = await page('/home');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(visitorCookie(res)).toBeUndefined();
    const [last] = await audit();
    expect(last).toMatchObject({
      action: 'canary-promote',
      actor: 'player ci',
      outcome: 'ok',
      version: NEXT,
    });
    const status = await t.call({
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
    });
    expect(status.body.data.running).toBeNull();
    expect(status.body.data.recent.map((c: { state: string }) => c.state)).toEqual([
      'promoted',
      'aborted',
      'aborted',
    ]);
  });
});

describe('the canary guard', () => {
  const clock = testClock(Date.parse('2030-05-01T10:00:00Z'));
  const health = healthFigures();
  let db: Database;
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    ({ t: a, admin } = await setUp({ database: db, clock, healthOf: health.healthOf }));
    // A second instance on the same database.
    ({ t: b } = await setUp({ database: db, clock, healthOf: health.healthOf }));
    await storeVersions(db);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });
  beforeEach(() => health.clear());

  const startCanary = async (version: string) => {
    const res = await a.call({
      method: 'POST',
      url: '/api/admin/remotes/player/canary',
      headers: { authorization: admin },
      payload: { version, share: 20 },
    });
    expect(res.status).toBe(200);
    return res.body.data as { id: number; startedAt: string };
  };
  const canaryStatus = async () =>
    (await a.call({ url: '/api/admin/remotes/player/canary', headers: { authorization: admin } })).body.data;
  const liveVersion = async () =>
    (await a.inject({ url: '/remotes.json' }))
      .json()
      .remotes.find((r: { name: string }) => r.name === 'player').version as string;
  const lastAudit = async () =>
    (await a.call({ url: '/api/admin/remotes/player/audit', headers: { authorization: admin } })).body.data
      .items[0];

  it('leaves a canary alone under the minimum page views or under the margin, and aborts it over both', async () => {
    const canary = await startCanary(NEXT);
    clock.advance(5 * 60_000);
    health.set(LIVE, 5000, 0.01);
    // Far worse, but too few page views to judge.
    health.set(NEXT, 150, 0.5, 400);
    expect(await a.app.canaryGuard()).toEqual([]);
    // Enough page views, but 3 points over the live rate: under the 5-point margin.
    health.set(NEXT, 400, 0.04);
    expect(await a.app.canaryGuard()).toEqual([]);
    // Far worse over enough page views, but from too few distinct addresses, or visitors, to say anything.
    health.set(NEXT, 5000, 0.5, 299);
    expect(await a.app.canaryGuard()).toEqual([]);
    health.set(NEXT, 5000, 0.5, 400, 299);
    expect(await a.app.canaryGuard()).toEqual([]);
    expect((await canaryStatus()).running).toMatchObject({ id: canary.id });
    // Each version judged over the canary's time.
    const asked = health.calls.filter((call) => call.version === NEXT).at(-1)!;
    expect(asked.since.toISOString()).toBe(canary.startedAt);
    expect(asked.until.getTime()).toBe(clock());

    health.set(NEXT, 400, 0.2);
    const actions = await a.app.canaryGuard();
    expect(actions).toHaveLength(1);
    const status = await canaryStatus();
    expect(status.running).toBeNull();
    expect(status.recent[0]).toMatchObject({ state: 'aborted', automatic: true, endedBy: 'system' });
    expect(status.recent[0].reason).toContain(
      'errors seen from 20.0 % of 400 addresses (400 page views, 400 visitors, error rate 20.0 %) against 1.0 % of 5000',
    );
    expect(await lastAudit()).toMatchObject({
      action: 'canary-abort',
      actor: 'system',
      actorKind: 'system',
      outcome: 'ok',
      version: NEXT,
    });
    expect((await lastAudit()).detail).toContain('20.0 %');
    // Every visitor is back on the live version.
    for (let i = 0; i < 20; i += 1) {
      const res = await a.inject({
        url: '/remotes.json',
        headers: { cookie: `site-visitor=${newVisitorId()}` },
      });
      expect(res.json().remotes.find((r: { name: string }) => r.name === 'player').version).toBe(LIVE);
    }
  });

  it('aborts once when two instances judge the same canary at once', async () => {
    await startCanary(THIRD);
    health.set(LIVE, 5000, 0.0);
    health.set(THIRD, 300, 0.1);
    const [fromA, fromB] = await Promise.all([a.app.canaryGuard(), b.app.canaryGuard()]);
    expect(fromA.length + fromB.length).toBe(1);
    const aborts = (
      await a.call({ url: '/api/admin/remotes/player/audit', headers: { authorization: admin } })
    ).body.data.items.filter(
      (entry: { action: string; version: string }) =>
        entry.action === 'canary-abort' && entry.version === THIRD,
    );
    expect(aborts).toHaveLength(1);
  });

  it('rolls a bad release back within the watch time, once, and leaves a good or older one', async () => {
    const release = async (version: string) => {
      const res = await a.call({
        method: 'POST',
        url: '/api/admin/remotes/player/live',
        headers: { authorization: admin },
        payload: { version },
      });
      expect(res.status).toBe(200);
    };
    clock.advance(60 * 60_000);
    health.set(LIVE, 5000, 0.01);
    await release(NEXT);
    clock.advance(10 * 60_000);
    // 8 points worse: under the release's 10-point margin.
    health.set(NEXT, 1000, 0.09);
    expect(await a.app.canaryGuard()).toEqual([]);
    health.set(NEXT, 1000, 0.3);
    const [fromA, fromB] = await Promise.all([a.app.canaryGuard(), b.app.canaryGuard()]);
    expect([...fromA, ...fromB].map((action) => action.kind)).toEqual(['auto-rollback']);
    expect(await liveVersion()).toBe(LIVE);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'auto-rollback', actor: 'system', outcome: 'ok', version: LIVE });
    expect(entry.detail).toContain(`${NEXT} → ${LIVE}`);
    expect(entry.detail).toContain('30.0 % of 1000 addresses');
    // The version restored is not watched (it is older), and the guard does not act again.
    health.set(LIVE, 1000, 0.5);
    expect(await a.app.canaryGuard()).toEqual([]);
    expect(await liveVersion()).toBe(LIVE);

    // After the watch time, a release is left to people.
    clock.advance(60 * 60_000);
    health.set(LIVE, 5000, 0.01);
    await release(THIRD);
    clock.advance(31 * 60_000);
    health.set(THIRD, 1000, 0.5);
    expect(await a.app.canaryGuard()).toEqual([]);
    expect(await liveVersion()).toBe(THIRD);
  });
});
