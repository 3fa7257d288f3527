import type { RumReport } from '@site/contracts/api/rum';
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { versionHealth } from '../src/rum/health.js';
import { type TestApp, buildTestApp, freshDatabase, testClock } from './helpers/test-app.js';

// Two instances of the server on one database, each counting the reports it takes and writing its counts: on
// PostgreSQL when TEST_DATABASE_URL names one (two connection pools, as two processes would have), else on one
// embedded database. The figures of a minute are the sum of both, whichever writes first, even at the same moment.
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const clock = testClock(START);
let dbA: Database;
let dbB: Database;
let drop: () => Promise<void>;
let a: TestApp;
let b: TestApp;

const report = (lcp: number, errors: RumReport['errors'] = []): RumReport => ({
  page: '/home',
  remote: 'player',
  versions: { player: '2025.06.01-2' },
  lcp,
  errors,
});

const send = (t: TestApp, reports: RumReport[]) =>
  t.inject({
    method: 'POST',
    url: '/api/rum',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ reports }),
  });

const start = (db: Database) =>
  buildTestApp({
    database: db,
    clock,
    config: {
      rum: { samplePercent: 100, retentionDays: 14, batchesPerIpPerMinute: 100, flushSeconds: 3600 },
    },
  });

beforeAll(async () => {
  const fresh = await freshDatabase();
  dbA = fresh.db;
  dbB = fresh.url ? await openPostgres(fresh.url) : fresh.db;
  drop = async () => {
    if (dbB !== dbA) await dbB.close();
    await fresh.drop();
  };
  a = await start(dbA);
  b = await start(dbB);
}, 120_000);

afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await drop?.();
}, 60_000);

describe('real-user figures of two instances on one database', () => {
  it('adds both instances’ counts and histograms into one row a minute, even when both write at once', async () => {
    expect(
      (await send(a, [report(1000), report(1100, [{ remote: 'player', kind: 'boundary' }])])).statusCode,
    ).toBe(204);
    expect((await send(b, [report(6000), report(7000)])).statusCode).toBe(204);
    await Promise.all([a.app.rum.flush(), b.app.rum.flush()]);
    // A second write of the same minute adds to the row.
    expect((await send(b, [report(6500)])).statusCode).toBe(204);
    await b.app.rum.flush();

    const rows = await dbA.query<{ page_views: number }>('SELECT page_views FROM rum_minutes');
    expect(rows).toEqual([{ page_views: 5 }]);
    const health = await versionHealth(
      dbB,
      'player',
      '2025.06.01-2',
      new Date(START),
      new Date(START + 60_000),
    );
    expect(health).toMatchObject({ pageViews: 5, errorRate: 0.2 });
    // Three of five pages were slow (6 s and more), so the p75 is too: only the summed histogram knows that.
    expect(health.lcpP75).toBeGreaterThanOrEqual(6000);
  });

  it('keeps the minutes apart and reads any span across them', async () => {
    clock.advance(60_000);
    await send(a, [report(900)]);
    await a.app.rum.flush();
    const both = await versionHealth(
      dbB,
      'player',
      '2025.06.01-2',
      new Date(START),
      new Date(START + 120_000),
    );
    expect(both.pageViews).toBe(6);
    const later = await versionHealth(
      dbA,
      'player',
      '2025.06.01-2',
      new Date(START + 60_000),
      new Date(START + 120_000),
    );
    expect(later).toMatchObject({ pageViews: 1, errorRate: 0 });
  });
});
