import type { LightMyRequestResponse } from 'fastify';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  secure = await buildTestApp({ config: { sessionCookieSecure: true } });
}, 60_000);
afterAll(async () => Promise.all([t?.close(), secure?.close()]), 60_000);

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name.endsWith('site-session'));
}

/** The mark a page's script reads to choose between the console and the login page. */
function signedInCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'signed-in');
}

async function browserLogin(app: TestApp, username = 'admin', password = 'admin') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    headers: SAME_ORIGIN,
  });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('no session cookie');
  return { res, cookie };
}

describe('the console session cookie', () => {
  it('is set at login, out of scripts’ reach, and its token is not handed to the page’s script', async () => {
    const { res, cookie } = await browserLogin(t);
    expect(cookie).toMatchObject({ name: 'site-session', httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const { data } = JSON.parse(res.body);
    expect(data).toEqual({ expiresAt: expect.any(String), role: 'admin' });
    // The cookie's expiry is the session's, to the second.
    expect(Math.floor(Date.parse(data.expiresAt) / 1000)).toBe(new Date(cookie.expires!).getTime() / 1000);
    expect(res.body).not.toContain(cookie.value);
  });

  it('is not set for an API client that asks for a bearer token, which it gets in the answer instead', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'user', password: 'user', bearer: true },
    });
    expect(res.statusCode).toBe(200);
    const { data } = JSON.parse(res.body);
    expect(data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      role: 'user',
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect(signedInCookie(res)).toBeUndefined();
    const info = await t.call({
      method: 'POST',
      url: '/api/user/info',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(info.body.data.role).toBe('user');
    // `bearer: false` is a browser's login, as is leaving it out.
    const browser = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'user', password: 'user', bearer: false },
      headers: SAME_ORIGIN,
    });
    expect(JSON.parse(browser.body).data.token).toBeUndefined();
    expect(sessionCookie(browser)).toBeDefined();
    const typo = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'user', password: 'user', bearer: 'yes' },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.msg).toBe('body.bearer must be boolean');
  });

  it('is Secure and __Host- prefixed when served over https; the device cookie is Secure and __Secure-', async () => {
    const { res, cookie } = await browserLogin(secure);
    expect(cookie).toMatchObject({ name: '__Host-site-session', secure: true, httpOnly: true, path: '/' });
    expect(cookie.domain).toBeUndefined();
    const device = res.cookies.find((c) => c.name.endsWith('site-device'));
    expect(device).toMatchObject({
      name: '__Secure-site-device',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/user/login',
    });
  });

  it('comes with a signed-in mark that scripts can read, which holds no secret and lasts as long', async () => {
    for (const app of [t, secure]) {
      const { res, cookie } = await browserLogin(app);
      const mark = signedInCookie(res);
      expect(mark).toMatchObject({ name: 'signed-in', value: '1', sameSite: 'Strict', path: '/' });
      expect(mark?.httpOnly).toBeUndefined();
      expect(mark?.secure).toBe(cookie.secure);
      expect(mark?.expires).toEqual(cookie.expires);
      expect(mark?.domain).toBeUndefined();
    }
  });

  it('signs in a same-origin request without any token in it', async () => {
    const { cookie } = await browserLogin(t);
    const info = await t.call({
      method: 'POST',
      url: '/api/user/info',
      cookies: { [cookie.name]: cookie.value },
      headers: SAME_ORIGIN,
    });
    expect(info.status).toBe(200);
    expect(info.body.data.role).toBe('admin');
    // Reads need no proof of origin: another site cannot read the answer anyway.
    const list = await t.call({
      method: 'GET',
      url: '/api/admin/notices',
      cookies: { [cookie.name]: cookie.value },
    });
    expect(list.status).toBe(200);
  });

  it('does not let another site’s page use it to change anything', async () => {
    const { cookie } = await browserLogin(t);
    const cookies = { [cookie.name]: cookie.value };
    const notice = { title: 'forged', body: 'forged', category: 'news', status: 'published' };
    const attempts = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      // Neither header: not a browser's own request, and a cookie alone proves nothing.
      {},
    ];
    for (const headers of attempts) {
      const answer = await t.call({ method: 'POST', url: '/api/notices', cookies, headers, payload: notice });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 40300, msg: 'Requests from other sites are refused', data: null });
    }
    const rows = await t.db.query("SELECT 1 FROM notices WHERE title = 'forged'");
    expect(rows).toHaveLength(0);
    // The same request from the console's own page goes through.
    const own = await t.call({
      method: 'POST',
      url: '/api/notices',
      cookies,
      headers: { origin: 'http://localhost:80' },
      payload: { ...notice, title: 'own' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a login started by another site’s page, and sets no cookie', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'admin' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('keeps bearer tokens working for API clients, with no browser headers', async () => {
    const { authorization } = await t.login('user', 'user');
    const info = await t.call({ method: 'POST', url: '/api/user/info', headers: { authorization } });
    expect(info.status).toBe(200);
    expect(info.body.data.role).toBe('user');
  });

  it('is cleared by logout, and no longer signs in', async () => {
    const { cookie } = await browserLogin(t);
    const cookies = { [cookie.name]: cookie.value };
    const out = await t.inject({ method: 'POST', url: '/api/user/logout', cookies, headers: SAME_ORIGIN });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThanOrEqual(Date.now());
    const mark = signedInCookie(out);
    expect(mark).toMatchObject({ value: '', sameSite: 'Strict', path: '/' });
    expect(new Date(mark!.expires!).getTime()).toBeLessThanOrEqual(Date.now());
    const after = await t.call({ method: 'POST', url: '/api/user/info', cookies, headers: SAME_ORIGIN });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(50008);
  });

  it('is cleared when it names no live session', async () => {
    const stale = 'A'.repeat(43);
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/info',
      cookies: { 'site-session': stale },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res)?.value).toBe('');
    // The page would otherwise go on thinking it is signed in.
    expect(signedInCookie(res)?.value).toBe('');
  });

  it('is cleared over https with its mark, as it was set', async () => {
    const { cookie } = await browserLogin(secure);
    const out = await secure.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: { [cookie.name]: cookie.value },
      headers: SAME_ORIGIN,
    });
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)).toMatchObject({ name: '__Host-site-session', value: '', secure: true });
    expect(signedInCookie(out)).toMatchObject({ value: '', secure: true, path: '/' });
  });

  it('sets no mark when a login fails', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'not-the-password' },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(400);
    expect(signedInCookie(res)).toBeUndefined();
  });

  it('sends a signed-in browser asking for the login page on to the console, before any script runs', async () => {
    const { cookie } = await browserLogin(t);
    const cookies = { [cookie.name]: cookie.value };
    const page = (url: string, withCookies = cookies) =>
      t.inject({ method: 'GET', url, cookies: withCookies, headers: { 'sec-fetch-dest': 'document' } });

    const plain = await page('/login');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/dashboard/workplace');
    expect(plain.headers['cache-control']).toContain('no-store');
    // Where the login page was asked to go back to, on this site only.
    expect((await page('/login?redirect=%2Flist%2Fsearch-table%3Fpage%3D2')).headers.location).toBe(
      '/list/search-table?page=2',
    );
    expect((await page('/login?redirect=%2F%2Fevil.example')).headers.location).toBe('/dashboard/workplace');

    // Without a live session the login page is the login page.
    expect((await page('/login', {})).statusCode).toBe(200);
    expect((await page('/login', { [cookie.name]: 'A'.repeat(43) })).statusCode).toBe(200);
    await t.inject({ method: 'POST', url: '/api/user/logout', cookies, headers: SAME_ORIGIN });
    expect((await page('/login')).statusCode).toBe(200);
  });
});
