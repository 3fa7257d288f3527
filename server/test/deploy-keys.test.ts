import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database.js';
import { buildVersion } from '../src/releases/uploaded-build.js';
import { type ArchiveEntry, targz, testBuild, treeOf } from './helpers/build-archive.js';
import { type TestApp, buildTestApp, freshDatabase } from './helpers/test-app.js';

// The live host as its build describes it, and a remote store whose player and console were published offline.
const HOST_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: '@site/shared', version: '0.1.0' },
];
const UPLOAD_MAX_BYTES = 200_000;

let dir: string;
let hostDist: string;
let store: string;
let db: Database;
let drop: () => Promise<void>;

function publishOffline(name: string, version: string, routes: string[]): void {
  const folder = path.join(store, name, version);
  mkdirSync(folder, { recursive: true });
  for (const entry of testBuild(name, { routes, marker: version })) {
    writeFileSync(path.join(folder, entry.name), entry.data!);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-keys-'));
  hostDist = path.join(dir, 'host');
  store = path.join(dir, 'remotes');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'federation-shared.json'), JSON.stringify(HOST_SHARED));
  publishOffline('player', '0.1.0-aaaa', ['/home', '/home/play', '/dmg']);
  publishOffline('console', '0.1.0-cccc', ['/login', '/dashboard']);
  writeFileSync(
    path.join(store, 'remotes.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'console',
          version: '0.1.0-cccc',
          manifest: '/remotes/console/0.1.0-cccc/mf-manifest.json',
          routes: ['/login', '/dashboard'],
        },
        {
          name: 'player',
          version: '0.1.0-aaaa',
          manifest: '/remotes/player/0.1.0-aaaa/mf-manifest.json',
          routes: ['/home', '/home/play', '/dmg'],
        },
      ],
    }),
  );
  ({ db, drop } = await freshDatabase());
}, 60_000);

afterAll(async () => {
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const versionOf = (entries: ArchiveEntry[]) =>
  buildVersion(
    '0.2.0',
    entries.map((entry) => ({ path: entry.name, data: Buffer.from(entry.data!) })),
  );

describe('deploy keys', () => {
  let t: TestApp;
  let admin: string;
  let playerKey: string;
  let playerKeyId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      database: db,
      config: {
        hostDistDir: hostDist,
        remoteStoreDir: store,
        uploadMaxBytes: UPLOAD_MAX_BYTES,
        uploadMaxFiles: 50,
        rateLimit: { deployKeyFailuresPerIp: 1000 },
      },
    });
    admin = (await t.login('admin', 'admin')).authorization;
  }, 60_000);
  afterAll(async () => t?.close());

  const live = async () => {
    const res = await t.inject({ url: '/remotes.json' });
    return Object.fromEntries(
      (res.json() as { remotes: { name: string; version: string }[] }).remotes.map((r) => [
        r.name,
        r.version,
      ]),
    );
  };
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const upload = async (secret: string, archive: Buffer, name = 'player') =>
    t.call({
      method: 'POST',
      url: `/api/remotes/${name}/uploads`,
      headers: { ...bearer(secret), 'content-type': 'application/gzip' },
      payload: archive,
    });
  const keyCall = (secret: string, url: string, payload: object = {}) =>
    t.call({ method: 'POST', url, headers: bearer(secret), payload });
  const createKey = async (remote: string, body: object) => {
    const res = await t.call({
      method: 'POST',
      url: `/api/admin/remotes/${remote}/keys`,
      headers: { authorization: admin },
      payload: body,
    });
    expect(res.status).toBe(200);
    return res.body.data as { key: { id: number; name: string }; secret: string };
  };
  const audit = async (remote = 'player') => {
    const res = await t.call({
      url: `/api/admin/remotes/${remote}/audit?pageSize=100`,
      headers: { authorization: admin },
    });
    expect(res.status).toBe(200);
    return res.body.data.items as {
      action: string;
      version: string | null;
      actor: string;
      actorKind: string;
      outcome: string;
      detail: string | null;
    }[];
  };

  it('lets an admin create a key for one remote, showing its secret once', async () => {
    const created = await createKey('player', { name: 'player CI' });
    expect(created.secret).toMatch(/^rdk_[A-Za-z0-9_-]{43}$/);
    playerKey = created.secret;
    playerKeyId = created.key.id;
    const list = await t.call({ url: '/api/admin/remotes/player/keys', headers: { authorization: admin } });
    expect(list.body.data).toEqual([
      {
        id: playerKeyId,
        name: 'player CI',
        remote: 'player',
        createdBy: 'admin',
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(playerKey);
    const again = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/keys',
      headers: { authorization: admin },
      payload: { name: 'Player ci' },
    });
    expect(again.status).toBe(409);
    const past = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/keys',
      headers: { authorization: admin },
      payload: { name: 'old', expiresAt: new Date(t.clock() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('body.expiresAt must lie in the future');
    const blank = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/keys',
      headers: { authorization: admin },
      payload: { name: ' \t ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/^body\.name /);
  });

  it('uploads a build with the key, stores it under its version, and leaves the live version alone', async () => {
    const entries = testBuild('player', { marker: 'new look' });
    const res = await upload(playerKey, await targz(entries));
    expect(res.status).toBe(200);
    const version = versionOf(entries);
    expect(res.body.data).toEqual({
      name: 'player',
      version,
      manifest: `/remotes/player/${version}/mf-manifest.json`,
      routes: ['/home', '/home/play', '/dmg'],
      files: 5,
      bytes: expect.any(Number),
      created: true,
    });
    expect(treeOf(path.join(store, 'player', version)).sort()).toEqual(entries.map((e) => e.name).sort());
    expect((await live()).player).toBe('0.1.0-aaaa');
    const history = await t.call({
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
    });
    expect(history.body.data.items[0]).toMatchObject({
      version,
      live: false,
      releasedBy: 'player CI',
      activatedBy: null,
    });

    // The same build again is harmless.
    const again = await upload(playerKey, await targz(entries));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ version, created: false });

    // The server keeps no staging leftovers.
    expect(treeOf(store).filter((entry) => entry.includes('.staging'))).toEqual([]);

    // Before it goes live, the team looks at it through a preview link of its own; a live version has none.
    const preview = await keyCall(playerKey, '/api/remotes/player/previews', { version });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      name: 'player',
      version,
      url: expect.stringMatching(/\/preview\?token=/),
    });
    const link = new URL(preview.body.data.url, 'http://site.test');
    const opened = await t.inject({ url: link.pathname + link.search });
    expect(opened.statusCode).toBe(303);
    const livePreview = await keyCall(playerKey, '/api/remotes/player/previews', { version: '0.1.0-aaaa' });
    expect(livePreview.status).toBe(409);
  });

  it('releases, rolls back and makes live again with the same key; /remotes.json follows', async () => {
    const version = versionOf(testBuild('player', { marker: 'new look' }));
    const released = await keyCall(playerKey, '/api/remotes/player/releases', { version });
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({
      release: { version, live: true, activatedBy: 'player CI' },
      previousVersion: '0.1.0-aaaa',
    });
    expect((await live()).player).toBe(version);

    const back = await keyCall(playerKey, '/api/remotes/player/rollback');
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ release: { version: '0.1.0-aaaa' }, previousVersion: version });
    expect((await live()).player).toBe('0.1.0-aaaa');

    const forward = await keyCall(playerKey, '/api/remotes/player/live', { version });
    expect(forward.status).toBe(200);
    expect((await live()).player).toBe(version);

    const missing = await keyCall(playerKey, '/api/remotes/player/releases', { version: '9.9.9-none' });
    expect(missing.status).toBe(404);
    const bad = await keyCall(playerKey, '/api/remotes/player/releases', { version: '../x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^body\.version /);

    const keys = await t.call({ url: '/api/admin/remotes/player/keys', headers: { authorization: admin } });
    expect(keys.body.data[0].lastUsedAt).not.toBeNull();
  });

  it('refuses the key for another remote, for every other API, and never as a console session', async () => {
    const consoleUpload = await upload(playerKey, await targz(testBuild('console')), 'console');
    expect(consoleUpload.status).toBe(403);
    expect(consoleUpload.body.msg).toBe('The deploy key "player CI" is for player, not console');
    const consoleRelease = await keyCall(playerKey, '/api/remotes/console/rollback');
    expect(consoleRelease.status).toBe(403);
    expect((await live()).console).toBe('0.1.0-cccc');

    for (const [method, url] of [
      ['POST', '/api/user/info'],
      ['GET', '/api/admin/remotes'],
      ['GET', '/api/admin/remotes/player/keys'],
      ['POST', '/api/admin/remotes/player/rollback'],
      ['GET', '/api/notices'],
    ] as const) {
      const res = await t.call({ method, url, headers: bearer(playerKey) });
      expect([url, res.status]).toEqual([url, 403]);
      expect(res.body.msg).toMatch(
        /^A deploy key can only upload, release, preview and roll back its own remote/,
      );
    }
    // A session is refused where a key is needed.
    const withSession = await t.call({
      method: 'POST',
      url: '/api/remotes/player/rollback',
      headers: { authorization: admin },
    });
    expect(withSession.status).toBe(401);
    expect(withSession.body.msg).toBe('This call needs a deploy key: Authorization: Bearer <key>');
  });

  it('refuses a revoked key at once and an expired one', async () => {
    const spare = await createKey('player', { name: 'spare' });
    expect((await keyCall(spare.secret, '/api/remotes/player/live', { version: '0.1.0-aaaa' })).status).toBe(
      200,
    );
    const revoked = await t.call({
      method: 'POST',
      url: `/api/admin/remotes/player/keys/${spare.key.id}/revoke`,
      headers: { authorization: admin },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const refused = await keyCall(spare.secret, '/api/remotes/player/rollback');
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('The deploy key "spare" was revoked');

    const otherRemote = await t.call({
      method: 'POST',
      url: `/api/admin/remotes/console/keys/${spare.key.id}/revoke`,
      headers: { authorization: admin },
    });
    expect(otherRemote.status).toBe(404);

    const expiresAt = new Date(t.clock() + 60_000).toISOString();
    const shortLived = await createKey('player', { name: 'short', expiresAt });
    expect((await keyCall(shortLived.secret, '/api/remotes/player/rollback')).status).toBe(409);
    t.clock.advance(61_000);
    const expired = await keyCall(shortLived.secret, '/api/remotes/player/rollback');
    expect(expired.status).toBe(401);
    expect(expired.body.msg).toBe(`The deploy key "short" expired at ${expiresAt}`);

    const unknown = await keyCall(`rdk_${'A'.repeat(43)}`, '/api/remotes/player/rollback');
    expect(unknown.status).toBe(401);
    expect(unknown.body.msg).toBe('Unknown deploy key');
  });

  describe('refuses hostile or broken archives and leaves nothing in the store', () => {
    const cases: [string, () => Promise<Buffer>, RegExp][] = [
      [
        'an entry that leaves the folder',
        () => targz([...testBuild('player'), { name: '../../escape.js', data: 'x' }]),
        /^The archive is refused: \.\.\/\.\.\/escape\.js leaves the build folder/,
      ],
      [
        'an absolute path',
        () => targz([...testBuild('player'), { name: '/etc/cron.d/x', data: 'x' }]),
        /^The archive is refused: \/etc\/cron\.d\/x is an absolute path/,
      ],
      [
        'a symbolic link',
        () => targz([...testBuild('player'), { name: 'passwd', type: 'symlink', linkname: '/etc/passwd' }]),
        /^The archive is refused: passwd is a symlink: only files and folders are accepted/,
      ],
      [
        'a hard link',
        () => targz([...testBuild('player'), { name: 'hard', type: 'link', linkname: 'remoteEntry.js' }]),
        /^The archive is refused: hard is a link/,
      ],
      [
        'a device',
        () => targz([...testBuild('player'), { name: 'null', type: 'character-device' }]),
        /^The archive is refused: null is a character-device/,
      ],
      [
        'a file over the size limit',
        () => targz([...testBuild('player'), { name: 'big.js', data: Buffer.alloc(UPLOAD_MAX_BYTES + 1) }]),
        /^The archive is refused: big\.js takes its files past the limit of 200000 bytes/,
      ],
      [
        'too many files',
        () =>
          targz([
            ...testBuild('player'),
            ...Array.from({ length: 50 }, (_, i) => ({ name: `f${i}.js`, data: 'x' })),
          ]),
        /^The archive is refused: it has more than 50 files/,
      ],
      [
        "another remote's manifest",
        () => targz(testBuild('player', { container: 'remote_console' })),
        /^The build is refused: mf-manifest.json is the manifest of remote_console, not remote_player/,
      ],
      [
        'a file the manifest names but the archive lacks',
        () => targz(testBuild('player', { withoutChunk: true })),
        /^The build is refused: mf-manifest.json names files it does not hold: routes\.1a2b3c4d\.js/,
      ],
      [
        'a truncated gzip',
        async () => {
          const whole = await targz(testBuild('player', { marker: 'cut' }));
          return whole.subarray(0, Math.floor(whole.length / 2));
        },
        /^The archive is refused: it is not a complete \.tar\.gz/,
      ],
      [
        'bytes that are not gzip',
        async () => Buffer.from('not a tarball'),
        /^The archive is refused: it is not a complete \.tar\.gz/,
      ],
    ];

    it.each(cases)('%s', async (_label, archive, message) => {
      const before = treeOf(store).sort();
      const res = await upload(playerKey, await archive());
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(message);
      expect(treeOf(store).sort()).toEqual(before);
    });

    it('refuses a body that is not an archive', async () => {
      const json = await keyCall(playerKey, '/api/remotes/player/uploads', { files: [] });
      expect(json.status).toBe(400);
      expect(json.body.msg).toMatch(/^The body must be the build as a \.tar\.gz/);
      const empty = await t.call({
        method: 'POST',
        url: '/api/remotes/player/uploads',
        headers: bearer(playerKey),
      });
      expect(empty.status).toBe(400);
    });

    it('refuses a build the live host cannot run (the shared-singleton guard)', async () => {
      const before = treeOf(store).sort();
      const res = await upload(
        playerKey,
        await targz(testBuild('player', { react: '^20.0.0', marker: 'r20' })),
      );
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/needs react \^20\.0\.0 but the live host shares react 19\.3\.1/);
      expect(treeOf(store).sort()).toEqual(before);
    });

    it('refuses the same version with other content (409)', async () => {
      const entries = testBuild('player', { marker: 'taken' });
      const version = versionOf(entries);
      const folder = path.join(store, 'player', version);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'mf-manifest.json'), '{"something":"else"}');
      const before = treeOf(store).sort();
      const res = await upload(playerKey, await targz(entries));
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(
        `player ${version} is already stored with other content: a new build needs a new version`,
      );
      expect(treeOf(store).sort()).toEqual(before);
    });
  });

  it('audits every upload, release, rollback, make-live and key change, refusals with their reason', async () => {
    const entries = await audit('player');
    const summary = entries.map((e) => `${e.action} ${e.outcome} ${e.actorKind}:${e.actor}`);
    for (const line of [
      'key-create ok admin:admin',
      'key-create refused admin:admin',
      'upload ok key:player CI',
      'preview ok key:player CI',
      'preview refused key:player CI',
      'release ok key:player CI',
      'rollback ok key:player CI',
      'make-live ok key:player CI',
      'release refused key:player CI',
      'upload refused key:player CI',
      'key-revoke ok admin:admin',
      'rollback refused key:spare',
      'rollback refused key:short',
    ]) {
      expect(summary).toContain(line);
    }
    const version = versionOf(testBuild('player', { marker: 'new look' }));
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'release', outcome: 'ok', version, detail: 'live (was 0.1.0-aaaa)' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'upload',
        outcome: 'refused',
        detail: expect.stringMatching(/^The archive is refused: passwd is a symlink/),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'rollback',
        outcome: 'refused',
        actor: 'spare',
        detail: 'The deploy key "spare" was revoked',
      }),
    );
    // The key's attempt on the console is in the console's audit.
    expect(await audit('console')).toContainEqual(
      expect.objectContaining({
        action: 'upload',
        outcome: 'refused',
        actor: 'player CI',
        detail: 'The deploy key "player CI" is for player, not console',
      }),
    );

    // The console's own releases are recorded too.
    const makeLive = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/live',
      headers: { authorization: admin },
      payload: { version },
    });
    expect(makeLive.status).toBe(200);
    expect((await audit('player'))[0]).toMatchObject({
      action: 'make-live',
      version,
      actor: 'admin',
      actorKind: 'admin',
      outcome: 'ok',
    });

    const paged = await t.call({
      url: '/api/admin/remotes/player/audit?pageSize=2&page=2',
      headers: { authorization: admin },
    });
    expect(paged.body.data).toMatchObject({ page: 2, pageSize: 2, total: entries.length + 1 });
    expect(paged.body.data.items).toHaveLength(2);
    const asUser = await t.call({
      url: '/api/admin/remotes/player/audit',
      headers: { authorization: (await t.login('user', 'user')).authorization },
    });
    expect(asUser.status).toBe(403);
  });
});

describe('deploy key attempts', () => {
  it('are limited per address like logins', async () => {
    const fresh = await freshDatabase();
    const t = await buildTestApp({
      database: fresh.db,
      config: { hostDistDir: hostDist, remoteStoreDir: store, rateLimit: { deployKeyFailuresPerIp: 3 } },
    });
    try {
      const guess = () =>
        t.call({
          method: 'POST',
          url: '/api/remotes/player/rollback',
          headers: { authorization: `Bearer rdk_${'B'.repeat(43)}` },
        });
      for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(401);
      const limited = await guess();
      expect(limited.status).toBe(429);
      expect(limited.res.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
      await fresh.drop();
    }
  }, 60_000);
});
