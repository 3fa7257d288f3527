import { randomInt } from 'node:crypto';
import { redisServerPath, startRedis } from '@site/test-kit/redis';
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { versionHealth } from '../src/rum/health.js';
import { type PageView, address, pageView, sendBatch, viewReport } from './helpers/page-views.js';
import {
  type TestApp,
  type TestAppOptions,
  buildTestApp,
  freshDatabase,
  testClock,
} from './helpers/test-app.js';

// Two instances of the server on one database, each counting the reports it takes and writing its counts: on
// PostgreSQL when TEST_DATABASE_URL names one (two connection pools, as two processes would have), else on one
// embedded database. The figures of a minute are the sum of both, whichever writes first, even at the same moment.
// With Redis, what one instance counted is known to the other: a page view counts once, whichever takes it.
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const clock = testClock(START);
let dbA: Database;
let dbB: Database;
let drop: () => Promise<void>;
let player: string;
let sent = 0;

const start = (db: Database, options: TestAppOptions = {}) =>
  buildTestApp({
    database: db,
    clock,
    env: { RUM_RATE_LIMIT_PER_IP: '100', RUM_FLUSH_SECONDS: '3600' },
    ...options,
  });

/** A page view got from one instance, its report (with a first view's LCP) sent to another. */
async function viewOn(got: TestApp, to: TestApp, lcp: number, error = false) {
  const from = address((sent += 1));
  const view = await pageView(got, from);
  return sendBatch(to, { token: view.token, reports: [{ ...viewReport(view, 'player', error), lcp }] }, from);
}

beforeAll(async () => {
  const fresh = await freshDatabase();
  dbA = fresh.db;
  dbB = fresh.url ? await openPostgres(fresh.url) : fresh.db;
  drop = async () => {
    if (dbB !== dbA) await dbB.close();
    await fresh.drop();
  };
}, 120_000);

afterAll(async () => {
  await drop?.();
}, 60_000);

describe('real-user figures of two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await start(dbA);
    b = await start(dbB);
    player = (await pageView(a, address(0))).versions.player!;
  }, 120_000);
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
  });

  it('adds both instances’ counts and histograms into one row a minute, even when both write at once', async () => {
    // A token one instance signed counts on the other: they share the signing key through the database.
    expect((await viewOn(b, a, 1000)).statusCode).toBe(204);
    expect((await viewOn(a, a, 1100, true)).statusCode).toBe(204);
    expect((await viewOn(a, b, 6000)).statusCode).toBe(204);
    expect((await viewOn(b, b, 7000)).statusCode).toBe(204);
    await Promise.all([a.app.rum.flush(), b.app.rum.flush()]);
    // A second write of the same minute adds to the row.
    expect((await viewOn(b, b, 6500)).statusCode).toBe(204);
    await b.app.rum.flush();

    const rows = await dbA.query<{ page_views: number; addresses: number }>(
      "SELECT page_views, addresses FROM rum_minutes WHERE remote = 'player'",
    );
    expect(rows).toEqual([{ page_views: 5, addresses: 5 }]);
    const health = await versionHealth(dbB, 'player', player, new Date(START), new Date(START + 60_000));
    expect(health).toMatchObject({ pageViews: 5, errorRate: 0.2, addresses: 5, addressErrorRate: 0.2 });
    // Three of five pages were slow (6 s and more), so the p75 is too: only the summed histogram knows that.
    expect(health.lcpP75).toBeGreaterThanOrEqual(6000);
  });

  it('keeps the minutes apart and reads any span across them', async () => {
    clock.advance(60_000);
    await viewOn(a, a, 900);
    await a.app.rum.flush();
    const both = await versionHealth(dbB, 'player', player, new Date(START), new Date(START + 120_000));
    expect(both.pageViews).toBe(6);
    const later = await versionHealth(
      dbA,
      'player',
      player,
      new Date(START + 60_000),
      new Date(START + 120_000),
    );
    expect(later).toMatchObject({ pageViews: 1, errorRate: 0 });
  });
});

// Runs against a real Redis: TEST_REDIS_URL's, or a throwaway one where redis-server is installed (CI installs it).
const givenRedisUrl = process.env.TEST_REDIS_URL;
if (!givenRedisUrl && !redisServerPath()) {
  console.info(
    'Skipped "reports checked through Redis": redis-server is not installed and TEST_REDIS_URL is not set',
  );
}
let throwawayRedis: Awaited<ReturnType<typeof startRedis>>;
(givenRedisUrl || redisServerPath() ? describe : describe.skip)('reports checked through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  // Addresses no earlier run has used: Redis keeps what a run counted for a day.
  const net = 100 + randomInt(100);
  let n = randomInt(60_000);
  const fresh = () => address((n += 1), net);
  beforeAll(async () => {
    // A minute of its own: the rows of the tests above are not these tests'.
    clock.advance(60_000);
    throwawayRedis = givenRedisUrl ? undefined : await startRedis();
    const redisUrl = givenRedisUrl ?? throwawayRedis!.url;
    a = await start(dbA, {
      config: { redisUrl },
      env: { RUM_RATE_LIMIT_PER_IP: '6', RUM_FLUSH_SECONDS: '3600' },
    });
    b = await start(dbB, {
      config: { redisUrl },
      env: { RUM_RATE_LIMIT_PER_IP: '6', RUM_FLUSH_SECONDS: '3600' },
    });
    player = (await pageView(a, fresh())).versions.player!;
  }, 120_000);
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
  });

  it('counts a page view once, whichever instances its batches reach, and only what a later one adds', async () => {
    const from = fresh();
    const view: PageView = await pageView(a, from);
    const batch = { token: view.token, reports: [viewReport(view, 'player')] };
    expect((await sendBatch(a, batch, from)).statusCode).toBe(204);
    expect((await sendBatch(b, batch, from)).statusCode).toBe(409);
    expect((await sendBatch(a, batch, fresh())).statusCode).toBe(409);
    // Its error, later, counts on either instance, once.
    const withError = { token: view.token, reports: [viewReport(view, 'player', true)] };
    expect((await sendBatch(b, withError, from)).statusCode).toBe(204);
    expect((await sendBatch(a, withError, from)).statusCode).toBe(409);
    await Promise.all([a.app.rum.flush(), b.app.rum.flush()]);
    const rows = await dbA.query<{ page_views: number; error_views: number; addresses: number }>(
      `SELECT sum(page_views)::integer AS page_views, sum(error_views)::integer AS error_views,
              sum(addresses)::integer AS addresses
         FROM rum_minutes WHERE remote = 'player' AND minute >= $1`,
      [new Date(clock() - (clock() % 60_000))],
    );
    expect(rows).toEqual([{ page_views: 1, error_views: 1, addresses: 1 }]);
  });

  it('paces an address across instances: one new page view every few seconds', async () => {
    const from = fresh();
    const [first, second] = [await pageView(a, from), await pageView(b, from)];
    expect(
      (await sendBatch(a, { token: first.token, reports: [viewReport(first, 'player')] }, from)).statusCode,
    ).toBe(204);
    const soon = await sendBatch(b, { token: second.token, reports: [viewReport(second, 'player')] }, from);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toMatch(/counted less than 5 s ago/);
  });

  it('limits the batches of one address on every instance together', async () => {
    const from = fresh();
    const view = await pageView(a, from);
    const batch = { token: view.token, reports: [viewReport(view, 'player')] };
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await sendBatch(i % 2 ? a : b, batch, from)).statusCode);
    expect(answers).toEqual([204, 409, 409, 409, 409, 409, 429]);
  });
});

// Declared after the hooks that close the apps, so it runs after them: they hold connections to it.
afterAll(async () => throwawayRedis?.stop());
