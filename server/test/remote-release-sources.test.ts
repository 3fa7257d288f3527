import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database.js';
import { type TestApp, buildTestApp, freshDatabase } from './helpers/test-app.js';

// Where a release's files come from: its manifest must be the version's own, https manifests only from listed public
// origins, its routes from the build itself; and a manifest that cannot be read is not read again at every page.

const HOST_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: '@site/shared', version: '0.1.0' },
];
const PLAYER_ROUTES = ['/home', '/home/m', '/home/play', '/dmg', '/dmg/m'];
const LEGAL_ROUTES = ['/user', '/privacy'];

let dir: string;
let hostDist: string;
let store: string;
let db: Database;
let drop: () => Promise<void>;

interface BuildOptions {
  /** What the build's routes.json says; null writes none (a build made before builds carried their routes). */
  routes?: string[] | null;
  /** metaData.remoteEntry.path of the manifest: the entry's folder, so a page can tell a read manifest from none. */
  entryPath?: string;
}

function writeBuild(name: string, version: string, options: BuildOptions = {}): string {
  const folder = path.join(store, name, version);
  mkdirSync(folder, { recursive: true });
  const container = `remote_${name}`;
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      id: container,
      name: container,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: options.entryPath ?? '' } },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      exposes: [],
    }),
  );
  const routes =
    options.routes === undefined ? (name === 'legal' ? LEGAL_ROUTES : PLAYER_ROUTES) : options.routes;
  if (routes) writeFileSync(path.join(folder, 'routes.json'), JSON.stringify({ routes }));
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

function writeStoreIndex(
  entries: { name: string; version: string; manifest?: string; routes: string[] }[],
): void {
  const remotes = entries.map((entry) => ({
    manifest: `/remotes/${entry.name}/${entry.version}/mf-manifest.json`,
    ...entry,
  }));
  writeFileSync(path.join(store, 'remotes.json'), JSON.stringify({ remotes }));
}

// A remote of the operator's own beside the three: its area comes from the configuration.
const start = (config: Record<string, unknown> = {}) =>
  buildTestApp({
    database: db,
    env: { REMOTE_AREA_LEGACY: '/legacy,/legacy/*' },
    config: { hostDistDir: hostDist, remoteStoreDir: store, ...config },
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'remote-release-sources-'));
  hostDist = path.join(dir, 'host');
  store = path.join(dir, 'remotes');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'federation-shared.json'), JSON.stringify(HOST_SHARED));
  writeBuild('player', '0.1.0-aaaa');
  // The index was written from the source tree, which no longer matches the build: the build's list wins.
  writeBuild('legal', '0.1.0-llll');
  // A build published before builds carried routes.json: imported with the routes its index entry gives.
  writeBuild('legacy', '0.1.0-old0', { routes: null });
  // An index entry whose manifest leaves its version's folder.
  writeBuild('escape', '0.1.0-eeee');
  writeStoreIndex([
    {
      name: 'escape',
      version: '0.2.0-ffff',
      manifest: '/remotes/escape/0.2.0-ffff/../0.1.0-eeee/mf-manifest.json',
      routes: ['/escape'],
    },
    { name: 'legacy', version: '0.1.0-old0', routes: ['/legacy'] },
    { name: 'legal', version: '0.1.0-llll', routes: ['/user'] },
    { name: 'player', version: '0.1.0-aaaa', routes: PLAYER_ROUTES },
  ]);
  ({ db, drop } = await freshDatabase());
}, 60_000);

afterAll(async () => {
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('remote release sources', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await start();
    admin = (await t.login('admin', 'admin')).authorization;
  }, 60_000);
  afterAll(async () => t?.close());

  const remotes = async () =>
    (await t.inject({ url: '/remotes.json' })).json().remotes as {
      name: string;
      version: string;
      entry: string;
      manifest: string;
      routes: string[];
    }[];
  const livePlayer = async () => (await remotes()).find((remote) => remote.name === 'player');
  const post = (payload: Record<string, unknown>, name = 'player') =>
    t.call({
      method: 'POST',
      url: `/api/admin/remotes/${name}/releases`,
      headers: { authorization: admin },
      payload,
    });
  const releases = async (name = 'player') =>
    (
      await t.call({
        url: `/api/admin/remotes/${name}/releases?pageSize=50`,
        headers: { authorization: admin },
      })
    ).body.data.items as { version: string; manifest: string; routes: string[]; live: boolean }[];

  describe('the start-up import', () => {
    it("takes a build's routes from its routes.json, not from the index entry", async () => {
      expect((await remotes()).find((remote) => remote.name === 'legal')?.routes).toEqual(LEGAL_ROUTES);
    });

    it('imports a build that has no routes.json with the routes of its index entry', async () => {
      expect((await remotes()).find((remote) => remote.name === 'legacy')?.routes).toEqual(['/legacy']);
    });

    it('skips an entry whose manifest is not in its own version folder', async () => {
      expect((await remotes()).map((remote) => remote.name)).not.toContain('escape');
    });
  });

  describe('the manifest address', () => {
    it("refuses a manifest that leaves the version's folder with .., plain or percent-encoded", async () => {
      writeBuild('player', '0.2.0-esc0');
      for (const manifest of [
        '/remotes/player/0.2.0-esc0/../0.1.0-aaaa/mf-manifest.json',
        '/remotes/player/0.2.0-esc0/%2e%2e/0.1.0-aaaa/mf-manifest.json',
        '/remotes/player/0.2.0-esc0/%2E%2e/0.1.0-aaaa/mf-manifest.json',
        '/remotes/player/0.2.0-esc0/..%2f0.1.0-aaaa/mf-manifest.json',
        '/remotes/player/0.2.0-esc0/x/..%2F..%2F0.1.0-aaaa/mf-manifest.json',
        '/remotes/player/0.2.0-esc0\\..\\0.1.0-aaaa\\mf-manifest.json',
      ]) {
        const res = await post({ version: '0.2.0-esc0', routes: PLAYER_ROUTES, manifest });
        expect([manifest, res.status, res.body.code, res.body.msg]).toEqual([
          manifest,
          400,
          40000,
          'body.manifest must lie inside /remotes/player/0.2.0-esc0/ (it resolves to /remotes/player/0.1.0-aaaa/mf-manifest.json)',
        ]);
      }
      expect((await releases()).map((release) => release.version)).not.toContain('0.2.0-esc0');
      expect((await livePlayer())?.version).toBe('0.1.0-aaaa');
    });

    it('refuses encoded characters that would change the address in a browser', async () => {
      for (const manifest of [
        '/remotes/player/0.2.0-esc0/mf-manifest.json%3fx',
        '/remotes/player/0.2.0-esc0/mf%25manifest.json',
        '/remotes/player/0.2.0-esc0/mf-manifest.json%00',
        '/remotes/player/0.2.0-esc0/mf-manifest.json?v=1',
      ]) {
        const res = await post({ version: '0.2.0-esc0', routes: PLAYER_ROUTES, manifest });
        expect([manifest, res.status, res.body.msg]).toEqual([
          manifest,
          400,
          'body.manifest must not contain a query, a fragment, whitespace, control characters, \\ or %, plain or percent-encoded',
        ]);
      }
      const malformed = await post({
        version: '0.2.0-esc0',
        routes: PLAYER_ROUTES,
        manifest: '/remotes/player/0.2.0-esc0/%zz.json',
      });
      expect([malformed.status, malformed.body.msg]).toEqual([
        400,
        'body.manifest has a malformed percent-escape',
      ]);
    });

    it("will not make live again a release recorded with another version's manifest", async () => {
      // What a release looked like when ".." was accepted.
      await t.db.query(
        `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
         VALUES ('player', '0.0.8-bad0', '/remotes/player/0.0.8-bad0/../0.1.0-aaaa/mf-manifest.json', ARRAY['/home'], '[]'::jsonb, 'alice', now())`,
      );
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/live',
        headers: { authorization: admin },
        payload: { version: '0.0.8-bad0' },
      });
      expect([res.status, res.body.code, res.body.msg]).toEqual([
        409,
        40900,
        'Cannot make live player 0.0.8-bad0: its manifest must lie inside /remotes/player/0.0.8-bad0/ (it resolves to /remotes/player/0.1.0-aaaa/mf-manifest.json)',
      ]);
      expect((await livePlayer())?.version).toBe('0.1.0-aaaa');
    });

    it('records the normalised address of a manifest that stays inside its folder', async () => {
      const res = await post({
        version: '0.2.0-esc0',
        routes: PLAYER_ROUTES,
        manifest: '/remotes/player/0.2.0-esc0/x/./../mf-manifest.json',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.release.manifest).toBe('/remotes/player/0.2.0-esc0/mf-manifest.json');
      expect((await livePlayer())?.manifest).toBe('/remotes/player/0.2.0-esc0/mf-manifest.json');
    });
  });

  describe('https manifests', () => {
    it('refuses one from an origin REMOTE_MANIFEST_ORIGINS does not list', async () => {
      const res = await post({
        version: '0.3.0-cdn0',
        routes: PLAYER_ROUTES,
        manifest: 'https://cdn.invalid/player/0.3.0-cdn0/mf-manifest.json',
      });
      expect([res.status, res.body.msg]).toEqual([
        400,
        'body.manifest must be a /remotes/<name>/<version>/ path or an https:// address on an origin listed in REMOTE_MANIFEST_ORIGINS (none is listed)',
      ]);
    });

    describe('with origins listed', () => {
      let listed: TestApp;
      let listedAdmin: string;
      let probe: Server;
      let port: number;
      let connections = 0;

      beforeAll(async () => {
        // Something listening where the listed origin points, to see whether the server ever connects to it.
        probe = createServer((socket) => {
          connections += 1;
          socket.destroy();
        });
        await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
        port = (probe.address() as { port: number }).port;
        listed = await start({
          remoteManifestOrigins: [
            `https://localhost:${port}`,
            'https://cdn.invalid',
            'https://169.254.169.254',
          ],
        });
        listedAdmin = (await listed.login('admin', 'admin')).authorization;
      }, 60_000);
      afterAll(async () => {
        await listed?.close();
        await new Promise((resolve) => probe.close(resolve));
      });

      const postListed = (payload: Record<string, unknown>) =>
        listed.call({
          method: 'POST',
          url: '/api/admin/remotes/player/releases',
          headers: { authorization: listedAdmin },
          payload,
        });

      it('refuses a listed origin whose host resolves to a loopback address, without connecting to it', async () => {
        const res = await postListed({
          version: '0.3.0-cdn0',
          routes: PLAYER_ROUTES,
          manifest: `https://localhost:${port}/player/0.3.0-cdn0/mf-manifest.json`,
        });
        expect(connections).toBe(0);
        expect(res.status).toBe(400);
        expect(res.body.msg).toMatch(
          /^Cannot release player 0\.3\.0-cdn0: body\.manifest is refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address; remote manifests are never fetched from loopback, private, link-local or other non-public addresses$/,
        );
      });

      it('refuses the cloud metadata address even when it is listed', async () => {
        const res = await postListed({
          version: '0.3.0-cdn0',
          routes: PLAYER_ROUTES,
          manifest: 'https://169.254.169.254/player/0.3.0-cdn0/mf-manifest.json',
        });
        expect([res.status, res.body.msg]).toEqual([
          400,
          'Cannot release player 0.3.0-cdn0: body.manifest is refused: 169.254.169.254 is a link-local address; remote manifests are never fetched from loopback, private, link-local or other non-public addresses',
        ]);
      });

      it("refuses a listed origin's manifest outside a /<name>/<version>/ folder", async () => {
        const res = await postListed({
          version: '0.3.0-cdn0',
          routes: PLAYER_ROUTES,
          manifest: 'https://cdn.invalid/player/0.3.0-cdn0/%2e%2e/0.1.0-aaaa/mf-manifest.json',
        });
        expect([res.status, res.body.msg]).toEqual([
          400,
          'body.manifest must lie inside a /player/0.3.0-cdn0/ folder (it resolves to https://cdn.invalid/player/0.1.0-aaaa/mf-manifest.json)',
        ]);
      });

      it('still refuses an origin that is not listed', async () => {
        const res = await postListed({
          version: '0.3.0-cdn0',
          routes: PLAYER_ROUTES,
          manifest: 'https://cdn.example.invalid/player/0.3.0-cdn0/mf-manifest.json',
        });
        expect([res.status, res.body.msg]).toEqual([
          400,
          `body.manifest must be a /remotes/<name>/<version>/ path or an https:// address on an origin listed in REMOTE_MANIFEST_ORIGINS (https://cdn.example.invalid is not)`,
        ]);
      });
    });
  });

  describe('routes', () => {
    it("takes a release's routes from the build when the call sends none", async () => {
      writeBuild('player', '0.4.0-rrrr');
      const res = await post({
        version: '0.4.0-rrrr',
        manifest: '/remotes/player/0.4.0-rrrr/mf-manifest.json',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.release.routes).toEqual(PLAYER_ROUTES);
      expect((await livePlayer())?.routes).toEqual(PLAYER_ROUTES);
    });

    it("refuses routes that are not the build's, changing nothing", async () => {
      writeBuild('player', '0.4.1-rrrr');
      const res = await post({
        version: '0.4.1-rrrr',
        manifest: '/remotes/player/0.4.1-rrrr/mf-manifest.json',
        routes: ['/home', '/elsewhere'],
      });
      expect([res.status, res.body.code, res.body.msg]).toEqual([
        400,
        40000,
        'body.routes must be the routes of the build (/remotes/player/0.4.1-rrrr/routes.json) or be left out: it lacks /home/m, /home/play, /dmg, /dmg/m and has /elsewhere, which the build does not',
      ]);
      expect((await livePlayer())?.version).toBe('0.4.0-rrrr');
      expect((await releases()).map((release) => release.version)).not.toContain('0.4.1-rrrr');
      // The same list in another order is the same routes.
      const same = await post({
        version: '0.4.1-rrrr',
        manifest: '/remotes/player/0.4.1-rrrr/mf-manifest.json',
        routes: [...PLAYER_ROUTES].reverse(),
      });
      expect(same.status).toBe(200);
      expect(same.body.data.release.routes).toEqual(PLAYER_ROUTES);
    });

    it('refuses a build without routes.json, or with a broken one', async () => {
      writeBuild('player', '0.4.2-none', { routes: null });
      const none = await post({
        version: '0.4.2-none',
        manifest: '/remotes/player/0.4.2-none/mf-manifest.json',
      });
      expect([none.status, none.body.msg]).toEqual([
        400,
        'Cannot release player 0.4.2-none: /remotes/player/0.4.2-none/routes.json cannot be read. The build writes it beside mf-manifest.json: rebuild the remote and copy the build into the remote store.',
      ]);
      writeBuild('player', '0.4.3-bad0', { routes: ['home'] });
      const bad = await post({
        version: '0.4.3-bad0',
        manifest: '/remotes/player/0.4.3-bad0/mf-manifest.json',
      });
      expect([bad.status, bad.body.msg]).toEqual([
        400,
        'Cannot release player 0.4.3-bad0: /remotes/player/0.4.3-bad0/routes.json is not a route list: routes.0 must start with /',
      ]);
      expect((await livePlayer())?.version).toBe('0.4.1-rrrr');
    });

    it('makes a release live, or rolls back to it, with the routes of its build', async () => {
      // A release recorded before routes came from the build, with a caller's incomplete list (the /dmg outage).
      writeBuild('player', '0.0.9-hand');
      await t.db.query(
        `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
         VALUES ('player', '0.0.9-hand', '/remotes/player/0.0.9-hand/mf-manifest.json', ARRAY['/home'], '[]'::jsonb, 'alice', now())`,
      );
      const live = await t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/live',
        headers: { authorization: admin },
        payload: { version: '0.0.9-hand' },
      });
      expect(live.status).toBe(200);
      expect(live.body.data.release.routes).toEqual(PLAYER_ROUTES);
      expect((await livePlayer())?.routes).toEqual(PLAYER_ROUTES);

      await t.db.query(`UPDATE remote_releases SET routes = ARRAY['/home'] WHERE version = '0.0.9-hand'`);
      writeBuild('player', '0.5.0-next');
      expect(
        (await post({ version: '0.5.0-next', manifest: '/remotes/player/0.5.0-next/mf-manifest.json' }))
          .status,
      ).toBe(200);
      const back = await t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/rollback',
        headers: { authorization: admin },
      });
      expect(back.status).toBe(200);
      expect(back.body.data.release).toMatchObject({ version: '0.0.9-hand', routes: PLAYER_ROUTES });
      expect((await livePlayer())?.routes).toEqual(PLAYER_ROUTES);
    });

    it('keeps the recorded routes of a release whose build has no routes.json', async () => {
      writeBuild('legacy', '0.0.1-old0', { routes: null });
      await t.db.query(
        `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
         VALUES ('legacy', '0.0.1-old0', '/remotes/legacy/0.0.1-old0/mf-manifest.json', ARRAY['/legacy', '/legacy/m'], '[]'::jsonb, 'alice', now())`,
      );
      const live = await t.call({
        method: 'POST',
        url: '/api/admin/remotes/legacy/live',
        headers: { authorization: admin },
        payload: { version: '0.0.1-old0' },
      });
      expect(live.status).toBe(200);
      expect(live.body.data.release.routes).toEqual(['/legacy', '/legacy/m']);
    });
  });

  describe('page views', () => {
    it('reads an unreadable manifest again only after a while, not at every page', async () => {
      // The build's entry lives in js/: a page whose manifest was read points at js/remoteEntry.js.
      writeBuild('player', '0.6.0-view', { entryPath: 'js' });
      expect(
        (
          await post({
            version: '0.6.0-view',
            manifest: '/remotes/player/0.6.0-view/mf-manifest.json',
            routes: PLAYER_ROUTES,
          })
        ).status,
      ).toBe(200);
      const manifest = path.join(store, 'player', '0.6.0-view', 'mf-manifest.json');
      const fallback = '/remotes/player/0.6.0-view/remoteEntry.js';
      const read = '/remotes/player/0.6.0-view/js/remoteEntry.js';
      renameSync(manifest, `${manifest}.away`);
      try {
        expect((await livePlayer())?.entry).toBe(fallback);
      } finally {
        renameSync(`${manifest}.away`, manifest);
      }
      // Readable again, but the failure is remembered: the next pages do not read it.
      expect((await livePlayer())?.entry).toBe(fallback);
      t.clock.advance(30_000);
      expect((await livePlayer())?.entry).toBe(fallback);
      t.clock.advance(31_000);
      expect((await livePlayer())?.entry).toBe(read);
    });
  });
});
