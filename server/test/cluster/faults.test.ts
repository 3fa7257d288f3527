import { type Cluster, startCluster } from '@site/test-kit/cluster';
import {
  killAndRestart,
  restartPostgres,
  rollingRestart,
  stopRedis,
  waitFor,
} from '@site/test-kit/cluster-faults';
import {
  type LoadRecord,
  type MixedLoad,
  request,
  signIn,
  startMixedLoad,
  summarize,
} from '@site/test-kit/mixed-load';
import {
  LOAD_ENV,
  describeCluster,
  describeRecord,
  itWhenAllFaults,
  lostWrites,
  nginxMayRepeat,
  pause,
  root,
} from './cluster-helpers.js';

// The production shape under faults: three instances of the built server on one PostgreSQL and one Redis, behind
// nginx configured with deploy/nginx, all started on this machine (tooling/test-kit/cluster.mjs), with a steady mixed
// load through nginx (page views, API reads, logins, pre-registrations, notice edits) while an instance is killed,
// every instance is restarted in turn, PostgreSQL restarts and Redis stops (tooling/test-kit/cluster-faults.mjs).
// Every write the site acknowledged must be in the database afterwards.

// Minutes each: a restart of every instance under load, on a machine that may be busy with other work.
jest.setTimeout(900_000);

const QUIET = { LOG_LEVEL: 'warn' };

describeCluster('a cluster behind nginx, under faults', () => {
  let cluster: Cluster;
  let load: MixedLoad | undefined;

  beforeAll(async () => {
    // Started together, on an empty database: the first test is about that start. Logged at "info" to see who
    // migrated; the rolling deploy starts them again at "warn".
    cluster = await startCluster({ root, together: true, env: { ...LOAD_ENV, LOG_LEVEL: 'info' } });
  }, 600_000);

  afterEach(async () => {
    await load?.stop();
    load = undefined;
    // A test that failed halfway leaves the next one a whole cluster.
    await cluster.heal();
  }, 600_000);

  afterAll(async () => cluster?.stop(), 120_000);

  /** Runs the load through nginx for a test, after a moment to settle. */
  const runLoad = async () => {
    load = await startMixedLoad({ url: cluster.url, admin: cluster.admin });
    await pause(2_000);
    return load;
  };
  const finish = async () => {
    await pause(2_000);
    const records = await load!.stop();
    load = undefined;
    return records;
  };

  it('starts three instances at once on an empty database: one migrates while the others wait, and all serve', async () => {
    const migrated = cluster.instances.filter((instance) =>
      instance.server!.output().includes('"database migrations applied"'),
    );
    expect(migrated).toHaveLength(1);
    const applied = cluster.sql('SELECT name, count(*) FROM schema_migrations GROUP BY name');
    expect(applied.length).toBeGreaterThan(5);
    expect(applied.every(([, count]) => count === '1')).toBe(true);
    // One administrator, created by whichever instance came first.
    expect(cluster.sql(`SELECT count(*) FROM users WHERE username = '${cluster.admin.username}'`)).toEqual([
      ['1'],
    ]);
    for (const instance of cluster.instances) {
      expect((await request(`${instance.url}/api/health`)).status).toBe(200);
      // The first page an instance renders starts its render worker (and copies the build from the database).
      const page = await request(`${instance.url}/home`, { timeoutMs: 60_000 });
      expect(page.status).toBe(200);
      expect(page.body).toContain('id="remote-index"');
      expect(instance.server!.output()).not.toContain('must exist');
    }
  });

  itWhenAllFaults(
    'rolls a new start through every instance, each drained by SIGTERM, without failing a request',
    async () => {
      await runLoad();
      const { began, ended, stops } = await rollingRestart(cluster, { env: QUIET });
      const records = await finish();

      for (const stop of stops) {
        // Drained and closed cleanly: exit code 0, no request cut off at SHUTDOWN_TIMEOUT_SECONDS.
        expect(stop.code).toBe(0);
        expect(stop.output).not.toContain('are cut off');
      }
      const during = records.filter((record) => record.start >= began && record.start < ended);
      expect(during.length).toBeGreaterThan(50);
      expect(records.filter((record) => !record.ok).map((record) => describeRecord(record, began))).toEqual(
        [],
      );
      expect(lostWrites(cluster, records)).toEqual([]);
    },
  );

  it('loses only requests in flight on an instance killed with SIGKILL, none nginx may repeat, and takes it back once restarted', async () => {
    await runLoad();
    const { killedAt, diedAt, rejoinedAt } = await killAndRestart(cluster, 1, { env: QUIET });
    const records = await finish();

    const failed = records.filter((record) => !record.ok);
    // Only what was on its way when the process died: sent before its exit was seen, answered after the kill.
    const inFlight = (record: LoadRecord) => record.start <= diedAt && record.end >= killedAt;
    expect(
      failed.filter((record) => !inFlight(record)).map((record) => describeRecord(record, killedAt)),
    ).toEqual([]);
    // nginx sent those again to another instance, so they did not fail.
    expect(failed.filter(nginxMayRepeat).map((record) => describeRecord(record, killedAt))).toEqual([]);
    expect(summarize(records, { from: rejoinedAt }).failed).toBe(0);
    expect(lostWrites(cluster, records)).toEqual([]);
  });

  it('answers 503 with Retry-After while PostgreSQL restarts, never a 500 nor a hang, and recovers by itself', async () => {
    const running = await runLoad();
    const { downAt, upAt, recoveredAt } = await restartPostgres(cluster, running);
    const records = await finish();

    const failed = records.filter((record) => !record.ok);
    expect(failed.length).toBeGreaterThan(0);
    const notA503 = failed.filter((record) => record.status !== 503 || !record.retryAfter);
    expect(notA503.map((record) => describeRecord(record, downAt))).toEqual([]);
    // "A few seconds": a request waits at most 5 s for a connection to the database (db/postgres.ts).
    const slowest = Math.max(
      ...records.filter((record) => record.start >= downAt).map((r) => r.end - r.start),
    );
    expect(slowest).toBeLessThan(8_000);
    expect(recoveredAt - upAt).toBeLessThan(15_000);
    expect(summarize(records, { from: recoveredAt + 1_000 }).failed).toBe(0);
    expect(lostWrites(cluster, records)).toEqual([]);
  });

  it('keeps pages and logins working while Redis is down, with the login limits counted per instance meanwhile', async () => {
    let address = 200;
    /**
     * 40 wrong logins from a fresh address, 8 at a time (quick, so the limit's window does not end meanwhile on a busy
     * machine): how many were let through (400) rather than refused (429).
     */
    const attemptsLetThrough = async () => {
      const from = `127.0.0.${address++}`;
      let letThrough = 0;
      for (let batch = 0; batch < 5; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, k) =>
            request(`${cluster.url}/api/user/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: `flood-${from}-${batch}-${k}`, password: 'wrong password' }),
              localAddress: from,
              timeoutMs: 60_000,
            }),
          ),
        );
        for (const answer of answers) expect([400, 429]).toContain(answer.status);
        letThrough += answers.filter((answer) => answer.status === 400).length;
      }
      return letThrough;
    };
    // With Redis, the instances count together: LOGIN_RATE_LIMIT_PER_IP (10) attempts an address, wherever they land.
    expect(await attemptsLetThrough()).toBe(10);

    await runLoad();
    // Without it, each instance counts what reaches it: refused after 10 on one instance, 30 at most on three.
    const { stoppedAt, restartedAt, result } = await stopRedis(cluster, {
      downMs: 3_000,
      meanwhile: async () => ({
        // A login works (it throws otherwise)...
        token: await signIn(cluster.url, cluster.admin, { localAddress: '127.0.0.199' }),
        // ...and a flood of wrong ones is still limited.
        letThrough: await attemptsLetThrough(),
      }),
    });
    const records = await finish();

    expect(result!.token).toBeTruthy();
    const { letThrough } = result!;
    expect(letThrough).toBeGreaterThanOrEqual(10);
    expect(letThrough).toBeLessThanOrEqual(30);
    const during = records.filter((record) => record.start >= stoppedAt && record.start < restartedAt);
    expect(during.filter((record) => record.kind === 'page' && record.ok).length).toBeGreaterThan(0);
    expect(records.filter((record) => !record.ok).map((record) => describeRecord(record, stoppedAt))).toEqual(
      [],
    );
    expect(lostWrites(cluster, records)).toEqual([]);
    // And shared again once it is back.
    await waitFor('the limits to be counted in Redis again', async () => (await attemptsLetThrough()) === 10);
  });
});
