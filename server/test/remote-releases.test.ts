import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database.js';
import { type TestApp, buildTestApp, freshDatabase } from './helpers/test-app.js';

// A host build and a remote store on disk, as the build writes them; the database is the test's.
const HOST_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: '@site/shared', version: '0.1.0' },
];
const ROUTES = ['/home', '/home/play', '/dmg'];

let dir: string;
let hostDist: string;
let store: string;
let db: Database;
let drop: () => Promise<void>;

function writeBuild(name: string, version: string, react = '^19.3.1', container = `remote_${name}`): string {
  const folder = path.join(store, name, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      id: container,
      name: container,
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: react, singleton: true },
        { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: react },
        { name: '@site/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
      ],
      exposes: [],
    }),
  );
  // The build's route patterns, as tooling/webpack/route-index-plugin.ts writes them.
  writeFileSync(
    path.join(folder, 'routes.json'),
    JSON.stringify({ routes: name === 'player' ? ROUTES : ['/user'] }),
  );
  writeFileSync(path.join(folder, `1.${version.replace(/\W/g, '').padEnd(8, '0')}.js`), `/* ${version} */`);
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

function writeStoreIndex(entries: { name: string; version: string }[]): void {
  const remotes = entries.map(({ name, version }) => ({
    name,
    version,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    routes: name === 'player' ? ROUTES : ['/user'],
  }));
  writeFileSync(path.join(store, 'remotes.json'), JSON.stringify({ remotes }));
}

const start = () => buildTestApp({ database: db, config: { hostDistDir: hostDist, remoteStoreDir: store } });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'remote-releases-'));
  hostDist = path.join(dir, 'host');
  store = path.join(dir, 'remotes');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'federation-shared.json'), JSON.stringify(HOST_SHARED));
  writeBuild('player', '0.1.0-aaaa');
  writeBuild('legal', '0.1.0-llll');
  writeStoreIndex([
    { name: 'legal', version: '0.1.0-llll' },
    { name: 'player', version: '0.1.0-aaaa' },
  ]);
  ({ db, drop } = await freshDatabase());
}, 60_000);

afterAll(async () => {
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('remote releases', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await start();
    admin = (await t.login('admin', 'admin')).authorization;
    user = (await t.login('user', 'user')).authorization;
  }, 60_000);
  afterAll(async () => t?.close());

  const live = async () => {
    const res = await t.inject({ url: '/remotes.json' });
    // Revalidated every time, and kept by no shared cache: each answer has a page view token of its own.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    return (res.json() as { remotes: { name: string; version: string }[] }).remotes;
  };
  const releaseBody = (version: string, manifest = `/remotes/player/${version}/mf-manifest.json`) => ({
    version,
    manifest,
    routes: ROUTES,
  });

  it('imports what the store says is live as the first release, by "bootstrap"', async () => {
    expect(await live()).toEqual([
      {
        name: 'legal',
        version: '0.1.0-llll',
        entry: '/remotes/legal/0.1.0-llll/remoteEntry.js',
        manifest: '/remotes/legal/0.1.0-llll/mf-manifest.json',
        routes: ['/user'],
      },
      {
        name: 'player',
        version: '0.1.0-aaaa',
        entry: '/remotes/player/0.1.0-aaaa/remoteEntry.js',
        manifest: '/remotes/player/0.1.0-aaaa/mf-manifest.json',
        routes: ROUTES,
      },
    ]);
    const list = await t.call({
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ name: 'player', liveVersion: '0.1.0-aaaa', total: 1, page: 1 });
    expect(list.body.data.items[0]).toMatchObject({
      version: '0.1.0-aaaa',
      live: true,
      releasedBy: 'bootstrap',
      activatedBy: 'bootstrap',
      routes: ROUTES,
      shared: [
        { name: '@site/shared', requiredVersion: '^0.1.0' },
        { name: 'react', requiredVersion: '^19.3.1' },
      ],
    });
  });

  it('answers 401 without a session and 403 for the user role, changing nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/remotes' },
      { method: 'GET' as const, url: '/api/admin/remotes/player/releases' },
      {
        method: 'POST' as const,
        url: '/api/admin/remotes/player/releases',
        payload: releaseBody('0.1.0-aaaa'),
      },
      { method: 'POST' as const, url: '/api/admin/remotes/player/live', payload: { version: '0.1.0-aaaa' } },
      { method: 'POST' as const, url: '/api/admin/remotes/player/rollback' },
    ];
    for (const call of calls) {
      const anonymous = await t.call(call);
      expect([call.url, anonymous.status, anonymous.body.code]).toEqual([call.url, 401, 50008]);
      const asUser = await t.call({ ...call, headers: { authorization: user } });
      expect([call.url, asUser.status, asUser.body.code, asUser.body.msg]).toEqual([
        call.url,
        403,
        40300,
        'This action needs the admin role',
      ]);
    }
  });

  it('releases a new version: live at once in remotes.json, the old one still served', async () => {
    writeBuild('player', '0.2.0-bbbb');
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
      payload: releaseBody('0.2.0-bbbb'),
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.previousVersion).toBe('0.1.0-aaaa');
    expect(res.body.data.release).toMatchObject({
      name: 'player',
      version: '0.2.0-bbbb',
      live: true,
      releasedBy: 'admin',
    });
    expect((await live()).find((r) => r.name === 'player')?.version).toBe('0.2.0-bbbb');
    expect((await live()).find((r) => r.name === 'legal')?.version).toBe('0.1.0-llll');
    // A page opened before the release keeps loading the old build.
    expect((await t.inject({ url: '/remotes/player/0.1.0-aaaa/mf-manifest.json' })).statusCode).toBe(200);

    const list = await t.call({
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
    });
    expect(list.body.data.items.map((r: { version: string; live: boolean }) => [r.version, r.live])).toEqual([
      ['0.2.0-bbbb', true],
      ['0.1.0-aaaa', false],
    ]);
    const summary = await t.call({ url: '/api/admin/remotes', headers: { authorization: admin } });
    expect(summary.body.data).toEqual([
      expect.objectContaining({ name: 'legal', liveVersion: '0.1.0-llll', releases: 1 }),
      expect.objectContaining({ name: 'player', liveVersion: '0.2.0-bbbb', releases: 2 }),
    ]);
  });

  it('refuses a build the live host cannot run, before it goes live', async () => {
    writeBuild('player', '0.3.0-bad', '^99.0.0');
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
      payload: releaseBody('0.3.0-bad'),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 40900,
      msg: 'Cannot release player 0.3.0-bad: it needs react ^99.0.0 but the live host shares react 19.3.1',
      data: null,
    });
    expect((await live()).find((r) => r.name === 'player')?.version).toBe('0.2.0-bbbb');
    const list = await t.call({
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
    });
    expect(list.body.data.total).toBe(2);
  });

  it('refuses builds that are not in the store or are not this remote, and bad input', async () => {
    const post = (payload: Record<string, unknown>, name = 'player') =>
      t.call({
        method: 'POST',
        url: `/api/admin/remotes/${name}/releases`,
        headers: { authorization: admin },
        payload,
      });
    const missing = await post(releaseBody('0.4.0-none'));
    expect([missing.status, missing.body.msg]).toEqual([
      400,
      'Cannot release player 0.4.0-none: /remotes/player/0.4.0-none/mf-manifest.json cannot be read. Copy the build into the remote store first.',
    ]);
    writeBuild('player', '0.4.0-other', '^19.3.1', 'remote_legal');
    const other = await post(releaseBody('0.4.0-other'));
    expect(other.body.msg).toContain('is the manifest of remote_legal, not remote_player');
    const elsewhere = await post(releaseBody('0.4.0-x', '/remotes/legal/0.1.0-llll/mf-manifest.json'));
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([
      400,
      'body.manifest must lie inside /remotes/player/0.4.0-x/ (it resolves to /remotes/legal/0.1.0-llll/mf-manifest.json)',
    ]);
    const escape = await post(releaseBody('0.4.0-x', '/remotes/player/0.4.0-x/../../../etc/passwd'));
    expect([escape.status, escape.body.msg]).toEqual([
      400,
      'body.manifest must lie inside /remotes/player/0.4.0-x/ (it resolves to /etc/passwd)',
    ]);
    expect((await post({ version: '../x', manifest: '/remotes/x', routes: ['/'] })).body.msg).toBe(
      'body.version must match pattern "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$"',
    );
    expect((await post({ ...releaseBody('0.2.0-bbbb'), routes: [] })).body.msg).toBe(
      'body.routes must NOT have fewer than 1 items',
    );
    expect((await post({ ...releaseBody('0.2.0-bbbb'), live: true })).body.msg).toBe(
      'body.live is not allowed',
    );
    expect((await post(releaseBody('0.2.0-bbbb'), 'Player')).body.msg).toBe(
      'params.name must match pattern "^[a-z][a-z0-9-]{0,31}$"',
    );
    // The same version again with another manifest: a version names one build.
    writeFileSync(
      path.join(store, 'player', '0.2.0-bbbb', 'other-manifest.json'),
      JSON.stringify({ name: 'remote_player', shared: [] }),
    );
    const changed = await post(releaseBody('0.2.0-bbbb', '/remotes/player/0.2.0-bbbb/other-manifest.json'));
    expect([changed.status, changed.body.msg]).toEqual([
      409,
      'player 0.2.0-bbbb was already released with another manifest (/remotes/player/0.2.0-bbbb/mf-manifest.json): a new build needs a new version',
    ]);
    expect((await live()).find((r) => r.name === 'player')?.version).toBe('0.2.0-bbbb');
  });

  it('rolls back to the release before, then refuses to go past the first one', async () => {
    const rollback = () =>
      t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/rollback',
        headers: { authorization: admin },
      });
    const first = await rollback();
    expect(first.status).toBe(200);
    expect(first.body.data.previousVersion).toBe('0.2.0-bbbb');
    expect(first.body.data.release).toMatchObject({
      version: '0.1.0-aaaa',
      live: true,
      activatedBy: 'admin',
    });
    expect((await live()).find((r) => r.name === 'player')?.version).toBe('0.1.0-aaaa');

    const again = await rollback();
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      409,
      40900,
      'player 0.1.0-aaaa is its first release: there is nothing to roll back to',
    ]);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/nothing/rollback',
      headers: { authorization: admin },
    });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'nothing has no releases']);
  });

  it('makes a released version live by name', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/live',
      headers: { authorization: admin },
      payload: { version: '0.2.0-bbbb' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      previousVersion: '0.1.0-aaaa',
      release: { version: '0.2.0-bbbb' },
    });
    expect((await live()).find((r) => r.name === 'player')?.version).toBe('0.2.0-bbbb');
    const missing = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/live',
      headers: { authorization: admin },
      payload: { version: '9.9.9-zzzz' },
    });
    expect([missing.status, missing.body.msg]).toEqual([404, 'player has no release 9.9.9-zzzz']);
  });

  it('records who made a chosen version live, and refuses a version that names none, changing nothing', async () => {
    const makeLive = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/live',
        headers: { authorization: admin },
        payload,
      });
    const before = (await live()).find((r) => r.name === 'player')?.version;
    expect(before).toBe('0.2.0-bbbb');

    expect((await makeLive({ version: '0.1.0-aaaa' })).status).toBe(200);
    const list = await t.call({
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
    });
    const chosen = list.body.data.items.find((r: { version: string }) => r.version === '0.1.0-aaaa');
    expect(chosen).toMatchObject({ live: true, activatedBy: 'admin' });
    expect(Date.parse(chosen.activatedAt)).toBeGreaterThan(Date.parse(chosen.releasedAt) - 1);
    const summaries = await t.call({ url: '/api/admin/remotes', headers: { authorization: admin } });
    expect(summaries.body.data.find((r: { name: string }) => r.name === 'player')).toMatchObject({
      liveVersion: '0.1.0-aaaa',
      liveSince: chosen.activatedAt,
    });

    for (const [payload, message] of [
      [{ version: '../0.2.0-bbbb' }, 'body.version must match pattern'],
      [{ version: '' }, 'body.version must match pattern'],
      [{ version: '0.2.0-bbbb/../x' }, 'body.version must match pattern'],
      [{ version: 2 }, 'body.version must be string'],
      [{}, 'body.version is required'],
      [{ version: '0.2.0-bbbb', by: 'someone' }, 'body.by is not allowed'],
    ] as const) {
      const res = await makeLive(payload);
      expect([res.status, res.body.msg.startsWith(message)]).toEqual([400, true]);
    }
    expect((await live()).find((r) => r.name === 'player')?.version).toBe('0.1.0-aaaa');

    expect((await makeLive({ version: before })).status).toBe(200);
  });

  it('refuses to release while the live host does not say what it shares', async () => {
    rmSync(path.join(hostDist, 'federation-shared.json'));
    try {
      writeBuild('player', '0.5.0-cccc');
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/releases',
        headers: { authorization: admin },
        payload: releaseBody('0.5.0-cccc'),
      });
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain('federation-shared.json is missing');
    } finally {
      writeFileSync(path.join(hostDist, 'federation-shared.json'), JSON.stringify(HOST_SHARED));
    }
  });
});

describe('remote releases across restarts', () => {
  it('keeps the live version a release chose, and imports a newer build the store publishes', async () => {
    // The store still names 0.1.0-aaaa, which the database knows: the API's choice (0.2.0-bbbb) stays live.
    let t = await start();
    try {
      const remotes = (await t.inject({ url: '/remotes.json' })).json().remotes;
      expect(remotes.find((r: { name: string }) => r.name === 'player').version).toBe('0.2.0-bbbb');
    } finally {
      await t.close();
    }
    // An offline publish (npm run build) of a build the database has never seen becomes live at the next start;
    // one the live host cannot run is skipped.
    writeBuild('player', '0.6.0-dddd');
    writeBuild('legal', '0.2.0-bad', '^99.0.0');
    writeStoreIndex([
      { name: 'legal', version: '0.2.0-bad' },
      { name: 'player', version: '0.6.0-dddd' },
    ]);
    t = await start();
    try {
      const remotes = (await t.inject({ url: '/remotes.json' })).json().remotes;
      expect(remotes.map((r: { name: string; version: string }) => [r.name, r.version])).toEqual([
        ['legal', '0.1.0-llll'],
        ['player', '0.6.0-dddd'],
      ]);
      const admin = (await t.login('admin', 'admin')).authorization;
      const list = await t.call({
        url: '/api/admin/remotes/player/releases',
        headers: { authorization: admin },
      });
      expect(list.body.data.items[0]).toMatchObject({
        version: '0.6.0-dddd',
        releasedBy: 'bootstrap',
        live: true,
      });
    } finally {
      await t.close();
    }
  }, 60_000);
});
