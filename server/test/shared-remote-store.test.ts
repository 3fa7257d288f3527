import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { readFolder } from '../src/releases/remote-store/remote-store.js';
import { type TestApp, buildTestApp, freshDatabase, testClock } from './helpers/test-app.js';

// Two instances of the server with the database store (REMOTE_STORE=database) on one database, each with a local
// folder of its own and nothing else in common: on PostgreSQL when TEST_DATABASE_URL names one (two connection
// pools, as two processes would have), else on one embedded database. The player is the real build that
// `npm run build` published into .data/remotes; the pruning uses small builds of its own.
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' };
const HOUR = 3600_000;

const realStore = loadConfig({}).remoteStoreDir;
const playerVersion = (
  JSON.parse(readFileSync(path.join(realStore, 'remotes.json'), 'utf8')) as {
    remotes: { name: string; version: string }[];
  }
).remotes.find((remote) => remote.name === 'player')!.version;

let dir: string;
let dbA: Database;
let dbB: Database;
let drop: () => Promise<void>;
let a: TestApp;
let b: TestApp;
let admin: string;
const clock = testClock(Date.UTC(2025, 5, 1));

const start = (db: Database, name: string, remoteStoreDir = mkdtempSync(path.join(dir, `${name}-`))) =>
  buildTestApp({
    database: db,
    clock,
    config: {
      remoteStore: 'database',
      remoteStoreDir,
      remoteKeepRecent: 1,
      remotePruneIntervalMinutes: 0,
    },
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shared-store-'));
  const fresh = await freshDatabase();
  dbA = fresh.db;
  dbB = fresh.url ? await openPostgres(fresh.url) : fresh.db;
  drop = async () => {
    if (dbB !== dbA) await dbB.close();
    await fresh.drop();
  };
  a = await start(dbA, 'a');
  b = await start(dbB, 'b');
  admin = (await a.login('admin', 'admin')).authorization;
}, 120_000);

afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const release = (t: TestApp, name: string, version: string) =>
  t.call({
    method: 'POST',
    url: `/api/admin/remotes/${name}/releases`,
    headers: { authorization: admin },
    payload: { version, manifest: `/remotes/${name}/${version}/mf-manifest.json` },
  });

describe('a store two instances share', () => {
  it('serves, renders and makes live on one instance a build stored and released through the other', async () => {
    const files = await readFolder(path.join(realStore, 'player', playerVersion));
    expect(await a.app.remoteStore.putBuild('player', playerVersion, files)).toBe('stored');
    const released = await release(a, 'player', playerVersion);
    expect(released.body).toMatchObject({
      code: 0,
      data: { release: { version: playerVersion, live: true } },
    });
    expect(existsSync(path.join(b.config.remoteStoreDir, 'player', playerVersion))).toBe(false);

    // Live on the other instance: its /remotes.json names the version and its entry.
    const index = (await b.inject({ url: '/remotes.json' })).json() as {
      remotes: { name: string; version: string; entry: string }[];
    };
    const player = index.remotes.find((remote) => remote.name === 'player');
    expect(player).toMatchObject({ version: playerVersion });

    // Served by the other instance, from its copy of the store, as the local folder would serve it.
    const entry = await b.inject({ url: player!.entry });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body).toBe(
      readFileSync(path.join(realStore, 'player', playerVersion, 'remoteEntry.js'), 'utf8'),
    );
    const chunk = readdirSync(path.join(realStore, 'player', playerVersion)).find(
      (file) =>
        /^\d+\.[0-9a-f]{8}\.js$/.test(file) &&
        existsSync(path.join(realStore, 'player', playerVersion, `${file}.br`)),
    )!;
    const compressed = await b.inject({
      url: `/remotes/player/${playerVersion}/${chunk}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await b.inject({ url: `/remotes/player/${playerVersion}/no-such-file.js` })).statusCode).toBe(
      404,
    );

    // Rendered by the other instance with the release's prerender build.
    const page = await b.inject({ url: '/home', headers: DESKTOP });
    expect(page.statusCode).toBe(200);
    expect(page.headers['server-timing']).toMatch(/first-view/);
    expect(page.body).toContain(`/remotes/player/${playerVersion}/`);
    expect(/<div id="root">([\s\S]*?)<\/div><span id="first-view-end"/.exec(page.body)?.[1]).toBeTruthy();
  });

  const legalBuild = (version: string) => [
    {
      path: 'mf-manifest.json',
      data: Buffer.from(
        JSON.stringify({ id: 'remote_legal', name: 'remote_legal', shared: [], exposes: [] }),
      ),
    },
    { path: 'routes.json', data: Buffer.from(JSON.stringify({ routes: ['/user'] })) },
    { path: 'remoteEntry.js', data: Buffer.from(`/* legal ${version} */`) },
  ];
  const stored = async (t: TestApp) => {
    const res = await t.call({ url: '/api/admin/remotes/legal/stored', headers: { authorization: admin } });
    expect(res.status).toBe(200);
    return (res.body.data as { version: string; keptBecause: string[]; live: boolean }[]).map(
      ({ version, keptBecause, live }) => ({ version, keptBecause, live }),
    );
  };

  it('prunes what no rule keeps, files and rows, on every instance, and says why the rest is kept', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      clock.advance(60_000);
      await (n % 2 ? a : b).app.remoteStore.putBuild('legal', `1.0.${n}`, legalBuild(`1.0.${n}`));
    }
    for (const n of [1, 2, 3, 4]) expect((await release(a, 'legal', `1.0.${n}`)).status).toBe(200);
    // A browser previews 1.0.1: the preview feature answers this on every instance, from the database.
    for (const t of [a, b])
      t.app.remotePruning.underPreview = async (remote) => (remote === 'legal' ? ['1.0.1'] : []);

    // 1.0.5 was last fetched from b 25 hours ago (by the browser of a preview long over: b made its copy then, and
    // recorded it), 1.0.2 an hour ago; each instance records what it serves in memory, then flushes.
    expect(await b.app.remoteStore.ensureLocal('legal', '1.0.5')).toBe(true);
    await dbA.query(
      "INSERT INTO remote_store_served (remote, version, last_served_at) VALUES ('legal', '1.0.5', $1)",
      [new Date(clock())],
    );
    clock.advance(24 * HOUR);
    expect((await b.inject({ url: '/remotes/legal/1.0.2/remoteEntry.js' })).statusCode).toBe(200);
    await b.app.remotePruning.flushServed();
    clock.advance(HOUR);
    // Never live and served no more, it is not public either.
    expect((await b.inject({ url: '/remotes/legal/1.0.5/remoteEntry.js' })).statusCode).toBe(404);
    // A day later: the session of the first test has ended.
    admin = (await a.login('admin', 'admin')).authorization;

    const before = await stored(a);
    expect(before).toEqual([
      { version: '1.0.6', keptBecause: ['recent'], live: false },
      { version: '1.0.5', keptBecause: [], live: false },
      { version: '1.0.4', keptBecause: ['live'], live: true },
      { version: '1.0.3', keptBecause: ['recent'], live: false },
      { version: '1.0.2', keptBecause: ['served'], live: false },
      { version: '1.0.1', keptBecause: ['preview'], live: false },
    ]);
    const full = await a.call({ url: '/api/admin/remotes/legal/stored', headers: { authorization: admin } });
    expect(full.body.data[1]).toMatchObject({
      version: '1.0.5',
      bytes: legalBuild('1.0.5').reduce((sum, file) => sum + file.data.length, 0),
      lastServedAt: new Date(clock() - 25 * HOUR).toISOString(),
    });

    expect(await a.app.remotePruning.run()).toEqual([{ remote: 'legal', version: '1.0.5' }]);
    expect(
      await dbA.query('SELECT path FROM remote_store_files WHERE remote = $1 AND version = $2', [
        'legal',
        '1.0.5',
      ]),
    ).toEqual([]);
    expect(
      await dbA.query('SELECT 1 FROM remote_store_served WHERE remote = $1 AND version = $2', [
        'legal',
        '1.0.5',
      ]),
    ).toEqual([]);
    expect((await stored(a)).map((version) => version.version)).toEqual([
      '1.0.6',
      '1.0.4',
      '1.0.3',
      '1.0.2',
      '1.0.1',
    ]);
    expect((await stored(b)).map((version) => version.version)).toEqual([
      '1.0.6',
      '1.0.4',
      '1.0.3',
      '1.0.2',
      '1.0.1',
    ]);
    // The instance that served it drops its own copy at its next pruning, and serves it no more.
    expect(existsSync(path.join(b.config.remoteStoreDir, 'legal', '1.0.5'))).toBe(true);
    await b.app.remotePruning.run();
    expect(existsSync(path.join(b.config.remoteStoreDir, 'legal', '1.0.5'))).toBe(false);
    expect((await b.inject({ url: '/remotes/legal/1.0.5/remoteEntry.js' })).statusCode).toBe(404);
    // What is kept is still served.
    expect((await b.inject({ url: '/remotes/legal/1.0.1/remoteEntry.js' })).statusCode).toBe(200);

    // Once nothing keeps an older release, it goes too, and cannot be made live again: its pages would load nothing.
    for (const t of [a, b]) t.app.remotePruning.underPreview = async () => [];
    clock.advance(25 * HOUR);
    admin = (await a.login('admin', 'admin')).authorization;
    expect(await a.app.remotePruning.run()).toEqual([
      { remote: 'legal', version: '1.0.2' },
      { remote: 'legal', version: '1.0.1' },
    ]);
    const back = await a.call({
      method: 'POST',
      url: '/api/admin/remotes/legal/live',
      headers: { authorization: admin },
      payload: { version: '1.0.1' },
    });
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe(
      'Cannot make live legal 1.0.1: its files are no longer in the remote store (pruned); upload the build again',
    );
  });

  it('answers the stored versions to administrators only, and 404 for a remote it has never seen', async () => {
    const user = (await a.login('user', 'user')).authorization;
    expect(
      (await a.call({ url: '/api/admin/remotes/legal/stored', headers: { authorization: user } })).status,
    ).toBe(403);
    const none = await a.call({
      url: '/api/admin/remotes/nothing/stored',
      headers: { authorization: admin },
    });
    expect(none.status).toBe(404);
    expect(none.body.msg).toContain('nothing has no releases');
  });

  it('fills the shared store from the folder an instance starts with (what npm run build publishes)', async () => {
    const folder = mkdtempSync(path.join(dir, 'published-'));
    for (const file of legalBuild('2.0.0')) {
      mkdirSync(path.join(folder, 'legal', '2.0.0'), { recursive: true });
      writeFileSync(path.join(folder, 'legal', '2.0.0', file.path), file.data);
    }
    writeFileSync(
      path.join(folder, 'remotes.json'),
      JSON.stringify({
        remotes: [
          {
            name: 'legal',
            version: '2.0.0',
            manifest: '/remotes/legal/2.0.0/mf-manifest.json',
            routes: ['/user'],
          },
        ],
      }),
    );
    const c = await start(dbA, 'c', folder);
    try {
      expect((await a.app.remoteStore.list('legal')).map((build) => build.version)).toContain('2.0.0');
      const index = (await b.inject({ url: '/remotes.json' })).json() as {
        remotes: { name: string; version: string }[];
      };
      expect(index.remotes.find((remote) => remote.name === 'legal')?.version).toBe('2.0.0');
      const entry = await b.inject({ url: '/remotes/legal/2.0.0/remoteEntry.js' });
      expect(entry.body).toBe('/* legal 2.0.0 */');
    } finally {
      await c.app.close();
    }
  });
});
