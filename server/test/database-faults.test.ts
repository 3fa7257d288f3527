import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, runServerToExit } from '@site/test-kit/start-server';
import { build } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { markedSite } from './helpers/marked-site.js';
import { type TestApp, buildTestApp, freshDatabase, nativePglite } from './helpers/test-app.js';

// Issue 18, point 5: what the database says goes back to the caller as an honest answer, /api/health tells whether
// the database can be read and written, and a data folder the server cannot use is named at start.

let sequence = 0;
const registration = () => ({
  email: `fault-${process.pid}-${sequence++}@example.com`,
  platform: 'pc',
  source: 'home',
});
const register = (t: TestApp) =>
  t.call({ method: 'POST', url: '/customer/MailCol', payload: registration() });

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * From now on the engine itself raises this error on the table's inserts, from a trigger: the answer then comes out
 * of the same path as a real full disk or bad byte (the engine's own error object, the route, the error handler).
 */
async function failWritesTo(db: Database, table: string, sqlstate: string, message: string): Promise<void> {
  await db.exec(`
    CREATE OR REPLACE FUNCTION test_raise_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = TG_ARGV[0], MESSAGE = TG_ARGV[1];
    END $$;
    DROP TRIGGER IF EXISTS test_raise_fault ON ${table};
    CREATE TRIGGER test_raise_fault BEFORE INSERT OR UPDATE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION test_raise_fault(${sqlText(sqlstate)}, ${sqlText(message)});`);
}

describe('database errors in answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => t?.close(), 60_000);
  afterEach(async () => {
    await t.db.exec('DROP TRIGGER IF EXISTS test_raise_fault ON preregistrations');
    await t.db.exec('DROP TRIGGER IF EXISTS test_raise_fault ON health_checks');
  });

  it.each([
    [
      '22021',
      'invalid byte sequence for encoding "UTF8": 0x00',
      'Text in the request must not contain the character U+0000 (NUL)',
    ],
    [
      '22021',
      'invalid byte sequence for encoding "UTF8": 0xe3 0x81',
      'Text in the request is not valid UTF-8: invalid byte sequence for encoding "UTF8": 0xe3 0x81',
    ],
    [
      '22P05',
      'unsupported Unicode escape sequence',
      'Text in the request has a character the database cannot store: unsupported Unicode escape sequence',
    ],
    [
      '22001',
      'value too long for type character varying(64)',
      'A value in the request is too long: value too long for type character varying(64)',
    ],
    [
      '22003',
      'value "99999999999" is out of range for type integer',
      'A number in the request is out of range: value "99999999999" is out of range for type integer',
    ],
    [
      '22007',
      'invalid input syntax for type timestamp with time zone: "soon"',
      'A date or time in the request is invalid: invalid input syntax for type timestamp with time zone: "soon"',
    ],
    [
      '22008',
      'date/time field value out of range: "2026-13-45"',
      'A date or time in the request is invalid: date/time field value out of range: "2026-13-45"',
    ],
    [
      '22P02',
      'invalid input syntax for type integer: "abc"',
      'A value in the request has the wrong form: invalid input syntax for type integer: "abc"',
    ],
    ['22023', 'invalid parameter value', 'A value in the request is invalid: invalid parameter value'],
    [
      '54000',
      'index row size 3016 exceeds btree version 4 maximum 2704',
      'A value in the request is too large for the database: index row size 3016 exceeds btree version 4 maximum 2704',
    ],
  ])('answers 400 to %s (%s) with what is wrong', async (sqlstate, message, expected) => {
    await failWritesTo(t.db, 'preregistrations', sqlstate, message);
    const { status, body, res } = await register(t);
    expect({ status, body }).toEqual({ status: 400, body: { code: 40000, msg: expected, data: null } });
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it.each([
    [
      '53100',
      'could not extend file "base/5/16384": No space left on device',
      'The database is out of disk space; try again later',
    ],
    ['53200', 'out of memory', 'The database is out of memory; try again later'],
    ['53300', 'sorry, too many clients already', 'The database has too many connections; try again later'],
    ['53400', 'configuration limit exceeded', 'The database reached one of its limits; try again later'],
    ['08006', 'connection failure', 'The database cannot be reached; try again later'],
    [
      '57P01',
      'terminating connection due to administrator command',
      'The database cannot be reached; try again later',
    ],
    ['57P03', 'the database system is starting up', 'The database cannot be reached; try again later'],
    [
      '25006',
      'cannot execute INSERT in a read-only transaction',
      'The database accepts no writes at the moment; try again later',
    ],
  ])(
    'answers 503 with Retry-After to %s (%s), without the database internals',
    async (sqlstate, message, expected) => {
      await failWritesTo(t.db, 'preregistrations', sqlstate, message);
      const { status, body, res } = await register(t);
      expect({ status, body }).toEqual({ status: 503, body: { code: 50000, msg: expected, data: null } });
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    },
  );

  it.each([
    [
      '23514',
      'new row for relation "preregistrations" violates check constraint "x_check"',
      400,
      40000,
      'A value in the request is not allowed here',
    ],
    [
      '23502',
      'null value in column "email" violates not-null constraint',
      400,
      40000,
      'A value in the request is not allowed here',
    ],
    [
      '23505',
      'duplicate key value violates unique constraint "x_key"',
      409,
      40900,
      'A record with the same value exists already',
    ],
  ])(
    "answers a broken rule of the tables (%s) as the request's fault, without naming the table",
    async (sqlstate, message, status, code, expected) => {
      await failWritesTo(t.db, 'preregistrations', sqlstate, message);
      const { status: got, body } = await register(t);
      expect({ status: got, body }).toEqual({ status, body: { code, msg: expected, data: null } });
    },
  );

  it('still answers other database errors with 500 (a bug of ours, not of the request)', async () => {
    await failWritesTo(t.db, 'preregistrations', '42P01', 'relation "nowhere" does not exist');
    const { status, body, res } = await register(t);
    expect({ status, body }).toEqual({
      status: 500,
      body: { code: 50000, msg: 'Internal server error', data: null },
    });
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('answers /api/health with 200 while the database can be read and written', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { status: 'ok', database: 'ok' } });
    expect(body.data.uptimeSeconds).toEqual(expect.any(Number));
    const live = await t.call({ method: 'GET', url: '/api/health/live' });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ code: 0, data: { status: 'ok' } });
  });

  it('answers /api/health with 503 when the database cannot be written, and liveness still with 200', async () => {
    await failWritesTo(
      t.db,
      'health_checks',
      '53100',
      'could not extend file "base/5/1": No space left on device',
    );
    const { status, body, res } = await t.call({ method: 'GET', url: '/api/health' });
    expect({ status, body }).toEqual({
      status: 503,
      body: {
        code: 50000,
        msg: 'The database is not ready: the database is out of disk space',
        data: null,
      },
    });
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    // The process itself is fine: restarting it would not free the disk.
    const live = await t.call({ method: 'GET', url: '/api/health/live' });
    expect(live.status).toBe(200);
  });
});

describe('an embedded database that stopped', () => {
  it('answers 503 to every request after a PANIC, instead of 500 and then freezing the process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-panic-'));
    const dbDir = path.join(dataDir, 'db');
    const db = await openPglite(dbDir, nativePglite());
    const t = await buildTestApp({ database: db });
    try {
      expect((await register(t)).status).toBe(200);
      // The write-ahead log disappears under the running engine (a lost disk, an operator's rm): its next segment
      // cannot be created, which PostgreSQL answers with PANIC. A PGlite that panicked never answers again: any
      // further statement spins in the engine and blocks the event loop.
      rmSync(path.join(dbDir, 'pg_wal'), { recursive: true, force: true });
      await db.query('SELECT pg_switch_wal()');

      const first = await register(t);
      expect({ status: first.status, body: first.body }).toEqual({
        status: 503,
        body: { code: 50000, msg: 'The database has stopped; try again later', data: null },
      });
      expect(first.res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      // Later requests are refused at once, without reaching the engine.
      const second = await register(t);
      expect(second.status).toBe(503);
      const health = await t.call({ method: 'GET', url: '/api/health' });
      expect(health.status).toBe(503);
      expect(health.body.msg).toBe('The database is not ready: the database has stopped');
      // Only a restart brings it back, so liveness fails too: an orchestrator restarts the process.
      const live = await t.call({ method: 'GET', url: '/api/health/live' });
      expect(live.status).toBe(503);
      expect(live.body.msg).toBe('The embedded database has stopped; restart the server');
      await t.close();
      // Closing does not touch the stopped engine either, so a SIGTERM still ends the process.
      await expect(db.close()).resolves.toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers 503 when the PANIC comes inside a transaction, and the next request does not freeze', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-panic-tx-'));
    const dbDir = path.join(dataDir, 'db');
    const db = await openPglite(dbDir, nativePglite());
    const t = await buildTestApp({ database: db });
    try {
      const { authorization } = await t.login('admin', 'admin');
      rmSync(path.join(dbDir, 'pg_wal'), { recursive: true, force: true });
      await db.query('SELECT pg_switch_wal()');
      // Signing in is only read; the notice and its history are written in one transaction, which panics.
      const created = await t.call({
        method: 'POST',
        url: '/api/notices',
        headers: { authorization },
        payload: {
          title: 'Maintenance',
          body: 'Servers restart at 10:00.',
          category: 'news',
          status: 'draft',
        },
      });
      expect({ status: created.status, msg: created.body.msg }).toEqual({
        status: 503,
        msg: 'The database has stopped; try again later',
      });
      const list = await t.call({ method: 'GET', url: '/api/notices' });
      expect(list.status).toBe(503);
      await t.close();
      await expect(db.close()).resolves.toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network or server outage would. */
async function relayTo(
  target: URL,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: listen,
  };
}

(serverUrl ? describe : describe.skip)('PostgreSQL that cannot be reached', () => {
  it('answers 503 with Retry-After and /api/health 503 while it is away, and recovers when it is back', async () => {
    const fresh = await freshDatabase();
    const target = new URL(fresh.url!);
    const relay = await relayTo(target);
    const viaRelay = new URL(fresh.url!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const db = await openPostgres(viaRelay.toString());
    const t = await buildTestApp({ database: db });
    try {
      expect((await register(t)).status).toBe(200);
      await relay.cut();
      const down = await register(t);
      expect({ status: down.status, body: down.body }).toEqual({
        status: 503,
        body: { code: 50000, msg: 'The database cannot be reached; try again later', data: null },
      });
      expect(down.res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      const health = await t.call({ method: 'GET', url: '/api/health' });
      expect(health.status).toBe(503);
      expect(health.body.msg).toBe('The database is not ready: the database cannot be reached');
      // Restarting this process would not bring PostgreSQL back: liveness stays 200.
      expect((await t.call({ method: 'GET', url: '/api/health/live' })).status).toBe(200);

      await relay.restore();
      expect((await register(t)).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
    } finally {
      await t.close();
      await db.close();
      await relay.cut();
      await fresh.drop();
    }
  }, 60_000);
});

(serverUrl ? describe : describe.skip)('pages while PostgreSQL cannot be reached', () => {
  it('answers a page and /remotes.json with 503 and Retry-After, never 500, and serves them again when it is back', async () => {
    const site = markedSite(['0.1.0-aaaa'], '0.1.0-llll');
    const fresh = await freshDatabase();
    const relay = await relayTo(new URL(fresh.url!));
    const viaRelay = new URL(fresh.url!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const db = await openPostgres(viaRelay.toString());
    const t = await buildTestApp({
      database: db,
      config: {
        hostDistDir: site.hostDist,
        remoteStoreDir: site.store,
        publicOrigin: 'https://astrea.example',
      },
    });
    const ask = (url: string) => t.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP } });
    try {
      expect((await ask('/home')).statusCode).toBe(200);
      expect((await ask('/remotes.json')).statusCode).toBe(200);
      await relay.cut();
      // The release state kept while changes were heard may answer until the lost connection is noticed; after
      // that every answer reads the database, and says it is away.
      const seen = new Set<number>();
      const until = Date.now() + 10_000;
      let page = await ask('/home');
      while (page.statusCode !== 503 && Date.now() < until) {
        seen.add(page.statusCode);
        await new Promise((resolve) => setTimeout(resolve, 100));
        page = await ask('/home');
      }
      expect([...seen].filter((status) => status !== 200)).toEqual([]);
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      const index = await ask('/remotes.json');
      expect(index.statusCode).toBe(503);
      expect(index.headers['retry-after']).toMatch(/^[1-9]\d*$/);

      await relay.restore();
      const back = Date.now() + 15_000;
      let again = await ask('/home');
      while (again.statusCode !== 200 && Date.now() < back) {
        expect(again.statusCode).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 200));
        again = await ask('/home');
      }
      expect(again.statusCode).toBe(200);
      expect((await ask('/remotes.json')).statusCode).toBe(200);
    } finally {
      await t.close();
      await db.close();
      await relay.cut();
      await fresh.drop();
      site.remove();
    }
  }, 90_000);
});

describe('a data folder the server cannot use', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'site-data-dir-'));
  });
  afterAll(() => {
    chmodSync(scratch, 0o755);
    for (const entry of ['read-only', 'read-only/db']) {
      if (existsSync(path.join(scratch, entry))) chmodSync(path.join(scratch, entry), 0o755);
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it('names the folder and the cause when DATA_DIR lies under a file', async () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await expect(build({ config })).rejects.toThrow(
      `The embedded database folder ${path.join(dataDir, 'db')} (DATA_DIR/db) cannot be created: ` +
        `${file} is a file, not a folder. Set DATA_DIR to a folder the server can write to.`,
    );
  });

  it('names the folder and PostgreSQL own words when the engine refuses the files it finds', async () => {
    const dbDir = path.join(scratch, 'old-version', 'db');
    await (await openPglite(dbDir, nativePglite())).close();
    // Now a data folder of another PostgreSQL major version, as an upgrade of PGlite over old data would find.
    writeFileSync(path.join(dbDir, 'PG_VERSION'), '16\n');
    await expect(openPglite(dbDir, nativePglite())).rejects.toThrow(
      new RegExp(
        `^The embedded database in ${dbDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} did not start: ` +
          'FATAL: database files are incompatible with server DETAIL: The data directory was initialized by ' +
          'PostgreSQL version 16',
      ),
    );
  }, 60_000);

  /** The server run as an operator runs it, until it exits; as root, it runs as nobody, whom modes do bind. */
  function runServerUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const asRoot = process.getuid?.() === 0;
    return runServerToExit({ entry: 'source', env, spawnOptions: asRoot ? { uid: 65534, gid: 65534 } : {} });
  }

  it('names the folder and the cause when the data folder is read-only, and exits with 1', async () => {
    const dataDir = path.join(scratch, 'read-only');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    chmodSync(scratch, 0o755);
    chmodSync(path.join(dataDir, 'db'), 0o555);
    chmodSync(dataDir, 0o555);
    const { code, output } = await runServerUntilExit({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    expect(code).toBe(1);
    expect(output).toContain(
      `The embedded database folder ${path.join(dataDir, 'db')} (DATA_DIR/db) is not writable: permission denied`,
    );
    expect(output).not.toContain('PGlite failed to initialize properly');
  }, 90_000);
});
