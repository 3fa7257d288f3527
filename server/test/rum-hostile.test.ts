import { createHmac } from 'node:crypto';
import type { RumReport } from '@site/contracts/api/rum';
import { signingSecret } from '../src/lib/signing-secret.js';
import { canaryBucket, visitorCookieValue } from '../src/releases/visitor.js';
import { type MarkedSite, markedSite, recordPlayerReleases } from './helpers/marked-site.js';
import { type PageView, address, pageView, sendBatch, viewReport } from './helpers/page-views.js';
import { type TestApp, buildTestApp, testClock } from './helpers/test-app.js';

// Reports are evidence, never commands. A hostile sender has ten addresses and no limit on its requests (the
// per-address rate limit is lifted here, so only the rules on evidence stand in its way): it makes up reports,
// copies and replays page tokens, forges them, and sends as many real-looking page views as the pace lets it. It
// must neither abort a healthy canary nor roll back a healthy release, nor keep a throwing canary alive; and a
// visitor cannot pick canary or live with a cookie of their own. The guard runs on the real figures, at its default
// thresholds.
const LIVE = '0.1.0-aaaa';
const NEXT = '0.2.0-bbbb';
const LEGAL = '0.1.0-llll';
const HOSTILE = Array.from({ length: 10 }, (_, i) => address(i, 19));
const START = Date.parse('2031-03-01T09:00:00Z');

let site: MarkedSite;
beforeAll(() => {
  site = markedSite([LIVE, NEXT], LEGAL);
});
afterAll(() => site.remove());

async function setUp(): Promise<{ t: TestApp; admin: string }> {
  const t = await buildTestApp({
    clock: testClock(START),
    // The guard runs when a test says so; no rate limit to hide behind: as many batches as the sender likes.
    env: { CANARY_GUARD_INTERVAL_SECONDS: '0', RUM_RATE_LIMIT_PER_IP: '1000000' },
    config: {
      hostDistDir: site.hostDist,
      remoteStoreDir: site.store,
      publicOrigin: 'https://astrea.example',
    },
  });
  await recordPlayerReleases(t.db, [NEXT]);
  return { t, admin: (await t.login('admin', 'admin')).authorization };
}

const canaryState = async (t: TestApp, admin: string) =>
  (await t.call({ url: '/api/admin/remotes/player/canary', headers: { authorization: admin } })).body.data;

async function abortCanary(t: TestApp, admin: string): Promise<void> {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/remotes/player/canary/abort',
    headers: { authorization: admin },
  });
  expect(res.status).toBe(200);
}

async function startCanary(t: TestApp, admin: string, share = 50): Promise<void> {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/remotes/player/canary',
    headers: { authorization: admin },
    payload: { version: NEXT, share },
  });
  expect(res.status).toBe(200);
}

/**
 * Honest visitors, each from an address of its own, each one page view of the player with its report: with an
 * error where `throws` says so for the version it got. Answers how many got each version.
 */
async function honestVisitors(
  t: TestApp,
  count: number,
  throws: (version: string) => boolean,
  net = 18,
): Promise<Record<string, number>> {
  const got: Record<string, number> = {};
  for (let i = 0; i < count; i += 1) {
    const from = address(i, net);
    const view = await pageView(t, from);
    const version = view.versions.player!;
    got[version] = (got[version] ?? 0) + 1;
    const res = await sendBatch(
      t,
      { token: view.token, reports: [viewReport(view, 'player', throws(version))] },
      from,
    );
    expect(res.statusCode).toBe(204);
  }
  return got;
}

/**
 * The hostile sender at work for `rounds` rounds, five seconds apart: from each of its ten addresses, a fresh page
 * view until one of `version` comes, and its reports (`error` or not); and now and then the cheap tries that count for
 * nothing: the same token again from its other addresses, a token with its claims changed, reports with no token
 * or made-up versions. Answers the page views it got counted.
 */
async function hostileRounds(t: TestApp, rounds: number, version: string, error: boolean): Promise<number> {
  let counted = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const from of HOSTILE) {
      let view: PageView;
      do view = await pageView(t, from);
      while (view.versions.player !== version);
      // Twenty reports a batch, as the attack sent them: one page view, however many navigations it claims.
      const batch = {
        token: view.token,
        reports: Array.from({ length: 20 }, () => viewReport(view, 'player', error)),
      };
      if ((await sendBatch(t, batch, from)).statusCode === 204) counted += 1;
      // The cheap tries, every tenth round: the time of the test goes to the page views that count.
      if (round % 10 > 0) continue;
      for (const other of HOSTILE.slice(0, 3))
        expect((await sendBatch(t, batch, other)).statusCode).toBe(409);
      const [body, signature] = view.token.split('.');
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
      claims.i = `${claims.i.slice(0, 21)}${claims.i.endsWith('A') ? 'B' : 'A'}`;
      const edited = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      expect((await sendBatch(t, { ...batch, token: edited }, from)).statusCode).toBe(403);
      expect((await sendBatch(t, { reports: batch.reports }, from)).statusCode).toBe(400);
      const madeUp = { ...batch.reports[0]!, versions: { player: '9.9.9-made-up' } };
      expect((await sendBatch(t, { token: view.token, reports: [madeUp] }, from)).statusCode).toBe(403);
    }
    t.clock.advance(5_000);
  }
  return counted;
}

const playerHealth = async (t: TestApp, admin: string) => {
  await t.app.rum.flush();
  const res = await t.call({
    url: '/api/admin/remotes/player/health?minutes=120',
    headers: { authorization: admin },
  });
  return res.body.data;
};

describe('reports that are evidence of nothing', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await setUp());
  }, 120_000);
  afterAll(async () => t?.close());

  it('makes no rows of made-up remotes and versions: 300 anonymous batches of 20 reports count nothing', async () => {
    const made = (n: number): RumReport => ({
      page: '/home',
      remote: `made-up-${n}`,
      versions: { [`made-up-${n}`]: `1.0.${n}` },
      errors: [{ remote: `made-up-${n}`, kind: 'uncaught' }],
    });
    for (let i = 0; i < 300; i += 1) {
      const reports = Array.from({ length: 20 }, (_, j) => made(i * 20 + j));
      const res = await sendBatch(t, { reports }, HOSTILE[i % 10]!);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/token/);
    }
    // A real token does not lend its page view to remotes it did not get.
    const view = await pageView(t, HOSTILE[0]!);
    const withToken = await sendBatch(t, { token: view.token, reports: [made(1)] }, HOSTILE[0]!);
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json().msg).toMatch(/made-up-1, which this page view did not get/);
    await t.app.rum.flush();
    expect(await t.db.query('SELECT * FROM rum_minutes')).toEqual([]);
    const dropped = await t.db.query<{ remote: string; reason: string; reports: number }>(
      'SELECT remote, reason, reports::integer FROM rum_dropped ORDER BY reason',
    );
    // One row a minute and reason, named by no remote: the flood is counted, and adds nothing else.
    expect(dropped).toEqual([
      { remote: '', reason: 'no-token', reports: 6000 },
      { remote: '', reason: 'other-versions', reports: 1 },
    ]);
    expect((await playerHealth(t, admin)).dropped).toEqual([
      { reason: 'no-token', remote: 0, unattributed: 6000 },
      { reason: 'other-versions', remote: 0, unattributed: 1 },
    ]);
  });

  it('counts a page view once, whoever sends its token again, and refuses tokens it did not sign', async () => {
    await t.db.query('DELETE FROM rum_dropped');
    const view = await pageView(t, HOSTILE[0]!);
    const batch = { token: view.token, reports: [viewReport(view, 'player', true)] };
    expect((await sendBatch(t, batch, HOSTILE[0]!)).statusCode).toBe(204);
    for (const from of HOSTILE) {
      const again = await sendBatch(t, batch, from);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('This page view was counted already');
    }
    // Signed with another key, or with its claims changed: not this site's.
    const otherKey = (() => {
      const body = view.token.split('.')[0]!;
      return `${body}.${createHmac('sha256', 'another key').update(body).digest('base64url')}`;
    })();
    for (const token of [otherKey, `${view.token}x`, 'not-a-token', view.token.replace('.', '')]) {
      const res = await sendBatch(t, { ...batch, token }, HOSTILE[1]!);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('The page view’s token was not signed by this site');
    }
    // A token past its life (30 minutes by default) counts nothing either.
    const old = await pageView(t, HOSTILE[2]!);
    t.clock.advance(31 * 60_000);
    const late = await sendBatch(t, { token: old.token, reports: [viewReport(old, 'player')] }, HOSTILE[2]!);
    expect(late.statusCode).toBe(403);
    expect(late.json().msg).toMatch(/expired/);
    const health = await playerHealth(t, admin);
    expect(health.dropped).toEqual([
      { reason: 'forged', remote: 0, unattributed: 4 },
      { reason: 'expired', remote: 1, unattributed: 0 },
      { reason: 'replayed', remote: 10, unattributed: 0 },
    ]);
  });

  it('lets one address weigh one page view every few seconds', async () => {
    const from = HOSTILE[3]!;
    const first = await pageView(t, from);
    const second = await pageView(t, from);
    expect(
      (await sendBatch(t, { token: first.token, reports: [viewReport(first, 'player')] }, from)).statusCode,
    ).toBe(204);
    const soon = await sendBatch(t, { token: second.token, reports: [viewReport(second, 'player')] }, from);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('5');
    t.clock.advance(5_000);
    expect(
      (await sendBatch(t, { token: second.token, reports: [viewReport(second, 'player')] }, from)).statusCode,
    ).toBe(204);
  });
});

describe('the guard, against a hostile sender with ten addresses', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await setUp());
  }, 120_000);
  afterAll(async () => t?.close());
  // Each test on a day of its own, with the figures of the one before gone: every page token and every record of
  // what was counted before has expired by then.
  beforeEach(async () => {
    t.clock.advance(2 * 24 * 3600_000);
    await t.app.rum.flush();
    await t.db.query('DELETE FROM rum_minutes');
    await t.db.query('DELETE FROM rum_dropped');
    // The admin's session has been idle that long too.
    admin = (await t.login('admin', 'admin')).authorization;
  });

  it('neither aborts a healthy canary on its own nor among honest visitors, and says why in Monitor', async () => {
    await startCanary(t, admin);
    // Alone: thirty rounds of page views with an error on the canary, every one that the pace lets count.
    expect(await hostileRounds(t, 30, NEXT, true)).toBe(300);
    await t.app.rum.flush();
    expect(await t.app.canaryGuard()).toEqual([]);
    // Then honest visitors come, about half of them to the canary, none of them with an error.
    const got = await honestVisitors(t, 760, () => false);
    expect(got[NEXT]).toBeGreaterThan(310);
    expect(got[LIVE]).toBeGreaterThan(310);
    expect(await hostileRounds(t, 10, NEXT, true)).toBe(100);
    const health = await playerHealth(t, admin);
    // By page views the canary looks broken (400 of about 780 with an error): what aborted canaries before.
    expect(health.canary.errorRate).toBeGreaterThan(0.4);
    // By addresses, ten of about 390 saw an error: under the 5-point margin.
    expect(health.canary.addresses).toBe(got[NEXT]! + 10);
    expect(health.canary.addressErrorRate).toBeCloseTo(10 / (got[NEXT]! + 10));
    await t.app.rum.flush();
    expect(await t.app.canaryGuard()).toEqual([]);
    expect((await canaryState(t, admin)).running).toMatchObject({ version: NEXT });
    // What did not count is in Monitor, by reason.
    expect(health.dropped.map((row: { reason: string }) => row.reason)).toEqual([
      'no-token',
      'forged',
      'other-versions',
      'replayed',
    ]);
    await abortCanary(t, admin);
  }, 600_000);

  it('does not keep a throwing canary alive with healthy page views, and aborts it', async () => {
    await startCanary(t, admin);
    expect(await hostileRounds(t, 30, NEXT, false)).toBe(300);
    // The canary's visitors all see an error; the live version's none.
    const got = await honestVisitors(t, 760, (version) => version === NEXT);
    expect(got[NEXT]).toBeGreaterThan(310);
    expect(await hostileRounds(t, 30, NEXT, false)).toBe(300);
    const health = await playerHealth(t, admin);
    // By page views, the healthy flood hides much of it; by addresses it cannot.
    expect(health.canary.errorRate).toBeLessThan(health.canary.addressErrorRate / 2);
    await t.app.rum.flush();
    const actions = await t.app.canaryGuard();
    expect(actions.map((action) => action.kind)).toEqual(['canary-abort']);
    const ended = (await canaryState(t, admin)).recent[0];
    expect(ended).toMatchObject({ state: 'aborted', automatic: true });
    expect(ended.reason).toContain(`of ${got[NEXT]! + 10} addresses`);
  }, 600_000);

  it('does not roll back a healthy release', async () => {
    // The version before, judged over as long before the release as the release is watched.
    await honestVisitors(t, 330, () => false);
    t.clock.advance(60_000);
    const released = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/live',
      headers: { authorization: admin },
      payload: { version: NEXT },
    });
    expect(released.status).toBe(200);
    t.clock.advance(60_000);
    expect(await hostileRounds(t, 30, NEXT, true)).toBe(300);
    await honestVisitors(t, 330, () => false, 20);
    expect(await hostileRounds(t, 30, NEXT, true)).toBe(300);
    await t.app.rum.flush();
    expect(await t.app.canaryGuard()).toEqual([]);
    expect((await pageView(t, address(1, 21))).versions.player).toBe(NEXT);
  }, 600_000);
});

describe('the canary visitor cookie', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await setUp());
    await startCanary(t, admin, 10);
  }, 120_000);
  afterAll(async () => t?.close());

  const canaryId = async () => (await canaryState(t, admin)).running.id as number;

  it('is signed: a visitor id written by hand, or a signed one changed, picks nothing and is replaced', async () => {
    const id = await canaryId();
    // Ids that would all draw the canary, were the visitor's word taken for it.
    const chosen: string[] = [];
    for (let n = 0; chosen.length < 40; n += 1) {
      const made = `chosen-visitor-${String(n).padStart(7, '0')}`;
      if (canaryBucket(made, 'player', id) < 10) chosen.push(made);
    }
    let onCanary = 0;
    for (const visitor of chosen) {
      const res = await t.inject({ url: '/remotes.json', headers: { cookie: `site-visitor=${visitor}` } });
      const set = res.cookies.find((cookie) => cookie.name === 'site-visitor');
      // Treated as no cookie: a new, signed one is set.
      expect(set?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
      expect(set!.value.startsWith(visitor)).toBe(false);
      if (res.json().remotes.find((r: { name: string }) => r.name === 'player').version === NEXT)
        onCanary += 1;
    }
    // About one in ten, not all forty.
    expect(onCanary).toBeLessThan(15);

    // A cookie the server signed keeps its visitor; the same with its id changed is none.
    const secret = await signingSecret(t.db, 'visitor', new Date());
    const canaryVisitor = chosen[0]!.slice(0, 22);
    const signed = visitorCookieValue(secret, canaryVisitor);
    const kept = await t.inject({ url: '/remotes.json', headers: { cookie: `site-visitor=${signed}` } });
    expect(kept.cookies.find((cookie) => cookie.name === 'site-visitor')).toBeUndefined();
    expect(kept.json().remotes.find((r: { name: string }) => r.name === 'player').version).toBe(NEXT);
    const tampered = `${canaryVisitor.slice(0, 21)}${canaryVisitor.endsWith('a') ? 'b' : 'a'}${signed.slice(22)}`;
    const replaced = await t.inject({
      url: '/remotes.json',
      headers: { cookie: `site-visitor=${tampered}` },
    });
    expect(replaced.cookies.find((cookie) => cookie.name === 'site-visitor')?.value).not.toBe(tampered);
  });
});
