import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import { signPreviewToken, versionsUnderPreview } from '../src/releases/preview.js';
import { type MarkedSite, markedSite } from './helpers/marked-site.js';
import { type TestApp, buildTestApp, freshDatabase, testClock } from './helpers/test-app.js';

// A host build and a remote store on disk, as the build writes them: two builds of the player (the first live, the
// second stored but not live) and the legal remote.
const LIVE = '0.1.0-aaaa';
const NEXT = '0.2.0-bbbb';
const LEGAL = '0.1.0-llll';
const ORIGIN = 'https://astrea.example';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const TTL_SECONDS = 600;

let site: MarkedSite;
let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  site = markedSite([LIVE, NEXT], LEGAL);
  ({ db, drop } = await freshDatabase());
}, 60_000);

afterAll(async () => {
  await drop?.();
  site.remove();
}, 60_000);

const cookieOf = (res: LightMyRequestResponse, name = 'site-preview') =>
  res.cookies.find((cookie) => cookie.name === name);

describe('previews before live', () => {
  const clock = testClock(Date.parse('2030-04-01T10:00:00Z'));
  let t: TestApp;
  let admin: string;
  let link: { url: string; expiresAt: string; name: string; version: string };
  let token: string;

  const page = (url: string, cookie?: string) =>
    t.inject({
      url,
      headers: { 'user-agent': DESKTOP, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
  const remotesJson = async (cookie?: string) => {
    const res = await t.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    const player = (
      res.json() as { remotes: { name: string; version: string; entry: string }[] }
    ).remotes.find((remote) => remote.name === 'player');
    return { res, player };
  };

  beforeAll(async () => {
    t = await buildTestApp({
      database: db,
      clock,
      config: {
        hostDistDir: site.hostDist,
        remoteStoreDir: site.store,
        publicOrigin: ORIGIN,
        previewTtlSeconds: TTL_SECONDS,
      },
    });
    admin = (await t.login('admin', 'admin')).authorization;
    // A version that is stored but not live: released, then the one before made live again.
    const released = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/releases',
      headers: { authorization: admin },
      payload: { version: NEXT, manifest: `/remotes/player/${NEXT}/mf-manifest.json` },
    });
    expect(released.status).toBe(200);
    const back = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/live',
      headers: { authorization: admin },
      payload: { version: LIVE },
    });
    expect(back.status).toBe(200);
  }, 60_000);
  afterAll(async () => t?.close());

  it('issues a signed link that expires, to admins only, for a stored version that is not live', async () => {
    const user = (await t.login('user', 'user')).authorization;
    const asUser = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/previews',
      headers: { authorization: user },
      payload: { version: NEXT },
    });
    expect(asUser.status).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/previews',
      payload: { version: NEXT },
    });
    expect(anonymous.status).toBe(401);

    const refusals = [
      { version: '9.9.9-none', status: 404, msg: 'player has no stored version 9.9.9-none' },
      // Another remote's version is not one of this remote's.
      { version: LEGAL, status: 404, msg: `player has no stored version ${LEGAL}` },
      { version: LIVE, status: 409, msg: `player ${LIVE} is live already: every visitor sees it` },
    ];
    for (const { version, status, msg } of refusals) {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/remotes/player/previews',
        headers: { authorization: admin },
        payload: { version },
      });
      expect(res.status).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
    const bad = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/previews',
      headers: { authorization: admin },
      payload: { version: '../x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('version');

    const issued = await t.call({
      method: 'POST',
      url: '/api/admin/remotes/player/previews',
      headers: { authorization: admin },
      payload: { version: NEXT },
    });
    expect(issued.status).toBe(200);
    link = issued.body.data;
    expect(link).toMatchObject({
      name: 'player',
      version: NEXT,
      expiresAt: new Date(clock() + TTL_SECONDS * 1000).toISOString(),
    });
    expect(link.url).toMatch(/^https:\/\/astrea\.example\/preview\?token=[\w-]+\.[\w-]+$/);
    token = new URL(link.url).searchParams.get('token')!;
    expect(await versionsUnderPreview(db, 'player', new Date(clock()))).toEqual([NEXT]);
    expect(await versionsUnderPreview(db, 'legal', new Date(clock()))).toEqual([]);
  });

  it('opens in a browser as an HttpOnly, SameSite=Lax cookie for the whole site, and lands on the site', async () => {
    const res = await t.inject({ url: `/preview?token=${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/home');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cookieOf(res)).toMatchObject({
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      expires: new Date(link.expiresAt),
    });
  });

  it('gives the previewing browser the version everywhere, and every other visitor the live one, uncached', async () => {
    const cookie = `site-preview=${token}`;
    const previewed = await remotesJson(cookie);
    expect(previewed.player).toMatchObject({
      version: NEXT,
      entry: `/remotes/player/${NEXT}/remoteEntry.js`,
    });
    expect(previewed.res.headers['cache-control']).toBe('private, no-store');
    const live = await remotesJson();
    expect(live.player).toMatchObject({ version: LIVE });
    // Every index carries a page view token of its own: never kept by a shared cache.
    expect(live.res.headers['cache-control']).toBe('private, no-cache');

    for (const url of ['/home', '/home/play', '/user']) {
      const mine = await page(url, cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      // The page's remote index and its hints name the previewed build; the bar says what is previewed.
      expect(mine.body).toContain(`"version":"${NEXT}"`);
      expect(mine.body).not.toContain(`"version":"${LIVE}"`);
      expect(mine.body).toContain('class="preview-bar"');
      expect(mine.body).toContain(`player ${NEXT}</strong>`);
      expect(mine.body).toContain('<form method="post" action="/preview/exit">');
      const theirs = await page(url);
      // The live site's page, the same for every other visitor.
      expect(theirs.headers['cache-control']).toBe('no-cache');
      expect(theirs.body).toContain(`"version":"${LIVE}"`);
      expect(theirs.body).not.toContain(NEXT);
      expect(theirs.body).not.toContain('preview-bar');
    }
    // The player's own pages arrive rendered by the previewed build (its hints too).
    const home = await page('/home', cookie);
    expect(home.body).toContain(`<h1>player ${NEXT}</h1>`);
    expect(home.body).toContain(`/remotes/player/${NEXT}/remoteEntry.js`);
  });

  it('never hands a kept page across: the live page to the previewer, nor the preview to anyone else', async () => {
    const cookie = `site-preview=${token}`;
    // The live page, rendered and then kept for every visitor.
    expect((await page('/dmg')).headers['server-timing']).toBe('first-view;desc="rendered"');
    const kept = await page('/dmg');
    expect(kept.headers['server-timing']).toBe('first-view;desc="kept"');
    expect(kept.body).toContain(`<h1>player ${LIVE}</h1>`);
    // The previewer's comes from its build each time, never from the documents kept for everyone (which have an
    // entity tag).
    for (let i = 0; i < 2; i += 1) {
      const mine = await page('/dmg', cookie);
      expect(mine.headers.etag).toBeUndefined();
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.body).toContain(`<h1>player ${NEXT}</h1>`);
    }
    // A page first asked for by the previewer is not kept for the next visitor.
    await page('/home/play?first=preview', cookie);
    await page('/home/play?first=preview', cookie);
    const theirs = await page('/home/play?first=preview');
    expect(theirs.body).toContain(`<h1>player ${LIVE}</h1>`);
    expect(theirs.body).not.toContain(NEXT);
  });

  it("refuses a forged, altered, incomplete or another remote's token with a page that says so", async () => {
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...payload, v: LIVE })).toString('base64url');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases = [
      { url: `/preview?token=${body}.${otherSignature}`, status: 400, text: 'not issued by this site' },
      { url: `/preview?token=${altered}.${signature}`, status: 400, text: 'not issued by this site' },
      { url: '/preview?token=nonsense', status: 400, text: 'not complete or not valid' },
      { url: '/preview', status: 400, text: 'not complete or not valid' },
      { url: `/preview?token=${token}&token=${token}`, status: 400, text: 'not complete or not valid' },
      { url: `/preview?token=${'a'.repeat(5000)}.b`, status: 400, text: 'not complete or not valid' },
    ];
    // Signed here, but naming the legal remote with the player's link: its version is no legal version.
    const crossed = await signPreviewToken(
      db,
      { ...(payload as { p: number; r: string; v: string; e: number }), r: 'legal' },
      new Date(clock()),
    );
    cases.push({ url: `/preview?token=${crossed}`, status: 404, text: 'not stored any more' });
    for (const { url, status, text } of cases) {
      const res = await t.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(text);
      expect(res.body).toContain('<a href="/">');
      expect(cookieOf(res)).toBeUndefined();
    }
    // Such a token in the cookie is the live site, and the cookie goes.
    const forged = await page('/home', `site-preview=${body}.${otherSignature}`);
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain(`"version":"${LIVE}"`);
    expect(forged.body).not.toContain('preview-bar');
    expect(cookieOf(forged)?.expires?.getTime()).toBe(0);
  });

  it('ends with the exit, back on the page the browser was on, and never sends it to another site', async () => {
    const exit = await t.inject({
      method: 'POST',
      url: '/preview/exit',
      headers: {
        cookie: `site-preview=${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'to=%2Fhome%2Fplay%3Fa%3D1',
    });
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/home/play?a=1');
    expect(cookieOf(exit)?.expires?.getTime()).toBe(0);
    for (const to of ['//elsewhere.example', 'https://elsewhere.example/', '/\\elsewhere.example']) {
      const res = await t.inject({
        method: 'POST',
        url: '/preview/exit',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `to=${encodeURIComponent(to)}`,
      });
      expect(res.headers.location).toBe('/');
    }
    const empty = await t.inject({ method: 'POST', url: '/preview/exit' });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/');
  });

  it('ends by itself when the link expires: the link says so, the pages are live again', async () => {
    clock.advance(TTL_SECONDS * 1000 + 1000);
    const res = await t.inject({ url: `/preview?token=${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('has expired');
    const after = await page('/home', `site-preview=${token}`);
    expect(after.body).toContain(`"version":"${LIVE}"`);
    expect(after.body).not.toContain('preview-bar');
    expect(after.headers['cache-control']).toBe('no-cache');
    expect((await remotesJson(`site-preview=${token}`)).player).toMatchObject({ version: LIVE });
    expect(await versionsUnderPreview(db, 'player', new Date(clock()))).toEqual([]);
  });
});
