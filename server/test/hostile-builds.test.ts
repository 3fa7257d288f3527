import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildVersion } from '../src/releases/uploaded-build.js';
import { type ArchiveEntry, tarball, targz, testBuild, treeOf } from './helpers/build-archive.js';
import { type TestApp, buildTestApp, testClock } from './helpers/test-app.js';

// A team with the deploy key of its own remote (the player), trying to reach past it: files a browser opens as a
// page of the site, routes of other remotes or of the server, an archive that unpacks without end, and the files of
// builds nobody released.

const HOST_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: '@site/shared', version: '0.1.0' },
];
const LIMIT = 200_000;
const LIVE = '0.1.0-aaaa';
const HOUR = 3600_000;

// What a script in an uploaded file would do with a signed-in admin's cookie: make itself a key of the console.
const TAKEOVER_SCRIPT =
  'fetch("/api/admin/remotes/console/keys",{method:"POST",headers:{"content-type":"application/json"},' +
  'body:JSON.stringify({name:"taken over"})})';
const PROMO_HTML = `<!doctype html><title>Campaign</title><script>${TAKEOVER_SCRIPT}</script>`;
const PROMO_SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>${TAKEOVER_SCRIPT}</script></svg>`;

let dir: string;
let store: string;
let t: TestApp;
let admin: string;
let adminCookie: string;
let playerKey: string;
// A version released, then replaced by the one before it (a page may still be loading its chunks).
let replaced: string;

function publishOffline(name: string, version: string, entries: ArchiveEntry[]): void {
  for (const entry of entries) {
    const file = path.join(store, name, version, entry.name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, entry.data!);
  }
}

// The build as the real ones hold it: source maps, a precompressed copy, the prerender build.
const withServerFiles = (entries: ArchiveEntry[]): ArchiveEntry[] => [
  ...entries,
  { name: 'remoteEntry.js.map', data: '{"version":3,"sources":["secret.ts"],"mappings":""}' },
  { name: 'remoteEntry.js.br', data: Buffer.from([0x0b, 0x02, 0x80, 0x78, 0x03]) },
  {
    name: 'prerender/render.cjs',
    data: 'exports.protocol = 2; exports.render = async () => null; // API_SECRET',
  },
];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hostile-builds-'));
  const hostDist = path.join(dir, 'host');
  store = path.join(dir, 'remotes');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'federation-shared.json'), JSON.stringify(HOST_SHARED));
  publishOffline('player', LIVE, withServerFiles(testBuild('player', { marker: LIVE })));
  writeFileSync(
    path.join(store, 'remotes.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'player',
          version: LIVE,
          manifest: `/remotes/player/${LIVE}/mf-manifest.json`,
          routes: ['/home', '/home/play', '/dmg'],
        },
      ],
    }),
  );
  t = await buildTestApp({
    clock: testClock(Date.parse('2030-04-01T10:00:00Z')),
    env: { CANARY_GUARD_INTERVAL_SECONDS: '0', REMOTE_PRUNE_INTERVAL_MINUTES: '0' },
    config: {
      hostDistDir: hostDist,
      remoteStoreDir: store,
      uploadMaxBytes: LIMIT,
      uploadMaxFiles: 50,
      rateLimit: { deployKeyFailuresPerIp: 1000 },
    },
  });
  admin = (await t.login('admin', 'admin')).authorization;
  // A browser's sign-in: the session cookie, which every request of that browser to the site carries.
  const signIn = await t.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { username: 'admin', password: 'admin' },
  });
  const session = signIn.cookies.find((cookie) => cookie.name === 'site-session');
  expect(session).toBeDefined();
  adminCookie = `site-session=${session!.value}`;
  const key = await t.call({
    method: 'POST',
    url: '/api/admin/remotes/player/keys',
    headers: { authorization: admin },
    payload: { name: 'player CI' },
  });
  expect(key.status).toBe(200);
  playerKey = key.body.data.secret;
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const bearer = () => ({ authorization: `Bearer ${playerKey}` });
const upload = (archive: Buffer) =>
  t.call({
    method: 'POST',
    url: '/api/remotes/player/uploads',
    headers: { ...bearer(), 'content-type': 'application/gzip' },
    payload: archive,
  });
const keyCall = (url: string, payload: object = {}) =>
  t.call({ method: 'POST', url, headers: bearer(), payload });
const versionOf = (entries: ArchiveEntry[]) =>
  buildVersion(
    '0.2.0',
    entries.map((entry) => ({ path: entry.name, data: Buffer.from(entry.data!) })),
  );
/** A file of a stored version as a signed-in admin's browser asks for it. */
const fetchAsAdmin = (version: string, file: string, headers: Record<string, string> = {}) =>
  t.inject({ url: `/remotes/player/${version}/${file}`, headers: { cookie: adminCookie, ...headers } });
const consoleKeys = async () => {
  const res = await t.call({ url: '/api/admin/remotes/console/keys', headers: { authorization: admin } });
  return (res.body.data as { name: string }[]).map((key) => key.name);
};

describe('an uploaded build', () => {
  it.each([
    ['promo.htm', 'is a .htm file'],
    ['campaign/page.xhtml', 'is a .xhtml file'],
    ['feed.xml', 'is a .xml file'],
    ['style.xsl', 'is a .xsl file'],
    ['promo.mhtml', 'is a .mhtml file'],
    ['notes.pdf', 'is a .pdf file'],
    ['cgi.php', 'is a .php file'],
    ['promo.htm.gz', 'is a .htm file'],
    ['LICENSE', 'has no file type'],
  ])('may not hold %s: a page loads code, styles, fonts, images and data', async (name, why) => {
    const before = treeOf(store).sort();
    const res = await upload(
      await targz([...testBuild('player', { marker: name }), { name, data: PROMO_HTML }]),
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(
      new RegExp(
        `^The archive is refused: ${name.replace(/\./g, '\\.')} ${why}: a build holds what a page loads \\(\\.js, `,
      ),
    );
    expect(treeOf(store).sort()).toEqual(before);
  });

  it.each([
    ['/login', "/login takes paths of console's area (/login)"],
    ['/dashboard/*', "/dashboard/* takes paths of console's area (/dashboard/*)"],
    ['/user/info', "/user/info takes paths of console's area (/user/*)"],
    ['/dmg/user', "/dmg/user takes paths of legal's area (/dmg/user)"],
    ['/api/admin/remotes', '/api/admin/remotes takes paths the server answers itself (/api/*)'],
    ['/remotes.json', '/remotes.json takes paths the server answers itself (/remotes.json)'],
    ['/*', '/* is a catch-all: it would take every top-level path'],
    ['/', '/ is a catch-all: it would take the site\'s top page "/"'],
    ['/:page', '/:page is a catch-all: it would take every top-level path'],
    ['/shop', "/shop lies outside player's area"],
  ])('may not claim %s', async (route, reason) => {
    const before = treeOf(store).sort();
    const res = await upload(await targz(testBuild('player', { routes: ['/home', route], marker: route })));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(
      `The build is refused: routes.json: ${reason}. player's area: /home, /home/*, /dmg, /dmg/*, /404 (REMOTE_AREA_PLAYER)`,
    );
    expect(treeOf(store).sort()).toEqual(before);
  });

  it('is refused as soon as its gzip stream unpacks past the limit, even after a complete tar', async () => {
    const tar = await tarball(testBuild('player', { marker: 'trailer' }));
    // A few kilobytes that unpack to twenty times the limit: whole blocks of zeros after the tar's end, which no
    // entry counts and a tar reader skips (4 GiB of them took 19 s of CPU, and the build was accepted).
    const bomb = gzipSync(Buffer.concat([tar, Buffer.alloc(512 * Math.ceil((LIMIT * 20) / 512))]));
    expect(bomb.length).toBeLessThan(LIMIT / 20);
    const before = treeOf(store).sort();
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The archive is refused: it unpacks to more than the limit of 200000 bytes');
    expect(treeOf(store).sort()).toEqual(before);
  });
});

describe("a build's files", () => {
  it('are not public until the version reaches visitors, and stay so for pages opened before the next release', async () => {
    const entries = withServerFiles(testBuild('player', { marker: 'next season' }));
    expect((await upload(await targz(entries))).status).toBe(200);
    const version = versionOf(entries);
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'routes.1a2b3c4d.js', 'marker.txt']) {
      const res = await fetchAsAdmin(version, file);
      expect([file, res.statusCode]).toEqual([file, 404]);
      expect(res.json()).toMatchObject({ code: 40400 });
    }
    // However the address is written: the static server would read the same folder.
    const encoded = await t.inject({
      url: `/remotes/player/${version.replace(/\./g, '%2E')}/remoteEntry.js`,
    });
    expect(encoded.statusCode).toBe(404);
    const joined = await t.inject({ url: `/remotes/player%2F${version}/remoteEntry.js` });
    expect(joined.statusCode).toBe(404);

    expect((await keyCall('/api/remotes/player/releases', { version })).status).toBe(200);
    const entry = await fetchAsAdmin(version, 'remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    expect(entry.headers['content-type']).toMatch(/^application\/javascript/);

    // Back to the version before: pages that loaded this one keep loading its chunks (more in the last test).
    t.clock.advance(1000);
    expect((await keyCall('/api/remotes/player/rollback')).status).toBe(200);
    expect((await fetchAsAdmin(version, 'routes.1a2b3c4d.js')).statusCode).toBe(200);
    replaced = version;
  });

  it('never include source maps, the prerender build or a precompressed copy by its own name', async () => {
    for (const file of ['remoteEntry.js.map', 'prerender/render.cjs', 'remoteEntry.js.br', 'index.html']) {
      const res = await fetchAsAdmin(LIVE, file);
      expect([file, res.statusCode]).toEqual([file, 404]);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('API_SECRET');
    }
    // The precompressed copy is what a browser that accepts it gets for the file itself.
    const compressed = await fetchAsAdmin(LIVE, 'remoteEntry.js', { 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it("cannot run a team's script as a page of the site with a signed-in admin's cookie", async () => {
    const entries = [
      ...testBuild('player', { marker: 'campaign' }),
      { name: 'promo.html', data: PROMO_HTML },
      { name: 'promo.svg', data: PROMO_SVG },
      { name: 'campaign/Promo.HTML', data: PROMO_HTML },
    ];
    expect((await upload(await targz(entries))).status).toBe(200);
    const version = versionOf(entries);
    for (const file of ['promo.html', 'promo.svg', 'campaign/Promo.HTML']) {
      const opened = await fetchAsAdmin(version, file, { 'sec-fetch-dest': 'document', accept: 'text/html' });
      expect([file, opened.statusCode]).toEqual([file, 404]);
      expect(opened.headers['content-type']).toMatch(/^application\/json/);
    }

    // Once public (the team previews it), such a file is content a page may fetch, never a page of the site: a
    // browser opening its address downloads it, and whatever renders it runs it sandboxed, without scripts, in an
    // origin of its own that has no cookie of the site.
    expect((await keyCall('/api/remotes/player/previews', { version })).status).toBe(200);
    for (const [file, body] of [
      ['promo.html', PROMO_HTML],
      ['promo.svg', PROMO_SVG],
      ['campaign/Promo.HTML', PROMO_HTML],
    ] as const) {
      const opened = await fetchAsAdmin(version, file, { 'sec-fetch-dest': 'document', accept: 'text/html' });
      expect([file, opened.statusCode]).toEqual([file, 200]);
      expect(opened.headers['content-disposition']).toBe('attachment');
      expect(opened.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(opened.headers['content-security-policy']).toContain("default-src 'none'");
      expect(opened.headers['content-security-policy']).not.toMatch(/allow-scripts|allow-same-origin/);
      expect(opened.headers['x-content-type-options']).toBe('nosniff');
      expect(opened.body).toBe(body);
    }
    expect(await consoleKeys()).toEqual([]);
  });
});

describe('a recorded version whose routes leave its area', () => {
  // Uploaded before the server checked areas, or copied into the store by hand: it reaches no visitor.
  const OUTSIDE = '0.0.9-zzzz';

  beforeAll(async () => {
    publishOffline('player', OUTSIDE, testBuild('player', { routes: ['/home', '/login'], marker: OUTSIDE }));
    await t.db.query(
      `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
       VALUES ('player', $1, $2, $3::text[], '[]'::jsonb, 'ci', now())`,
      [OUTSIDE, `/remotes/player/${OUTSIDE}/mf-manifest.json`, ['/home', '/login']],
    );
  });

  const reason =
    "routes.json: /login takes paths of console's area (/login). player's area: /home, /home/*, /dmg, /dmg/*, /404 (REMOTE_AREA_PLAYER)";

  it.each([
    ['release', '/api/remotes/player/releases', { version: OUTSIDE }],
    ['make live', '/api/remotes/player/live', { version: OUTSIDE }],
    ['start a canary of', '/api/remotes/player/canary', { version: OUTSIDE, share: 10 }],
    ['preview', '/api/remotes/player/previews', { version: OUTSIDE }],
  ])('cannot %s', async (action, url, body) => {
    const res = await keyCall(url, body);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(`Cannot ${action} player ${OUTSIDE}: ${reason}`);
    expect((await t.inject({ url: '/remotes.json' })).json().remotes[0].version).toBe(LIVE);
  });

  it("cannot be released by an admin's manifest either", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
      payload: { version: OUTSIDE, manifest: `/remotes/player/${OUTSIDE}/mf-manifest.json` },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`Cannot release player ${OUTSIDE}: ${reason}`);
  });
});

describe('a replaced version', () => {
  // Last: the clock moves a day on, past the admin's session.
  it('stays public for a day after a page last loaded its files, then answers 404', async () => {
    const version = replaced;
    t.clock.advance(23 * HOUR);
    expect((await fetchAsAdmin(version, 'routes.1a2b3c4d.js')).statusCode).toBe(200);
    t.clock.advance(23 * HOUR);
    expect((await fetchAsAdmin(version, 'routes.1a2b3c4d.js')).statusCode).toBe(200);
    await t.app.remotePruning.flushServed();
    t.clock.advance(25 * HOUR);
    expect((await fetchAsAdmin(version, 'routes.1a2b3c4d.js')).statusCode).toBe(404);
    // The live version, live all along, still is.
    expect((await fetchAsAdmin(LIVE, 'remoteEntry.js')).statusCode).toBe(200);
  });
});
