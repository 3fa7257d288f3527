import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loggerOptions } from '../src/lib/logger.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

/*
 * Issue 19, point 4: the pre-registration form and the console's login form are real forms. Before the page's
 * scripts run (or without them) the browser posts them as application/x-www-form-urlencoded and follows the
 * answer, a 303 to a page that shows the result; the JSON API the scripts use stays exactly as it was.
 */

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger: loggerOptions('trace', { write: (line) => void logLines.push(line) }) });
}, 60_000);
afterAll(async () => t?.close(), 60_000);

/** What Chromium sends with a form its own page submits. */
const OWN_PAGE = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  origin: 'http://localhost:80',
};

function formPost(
  app: TestApp,
  url: string,
  fields: Record<string, string>,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    ...extra,
    headers: { ...OWN_PAGE, ...(extra.headers as Record<string, string> | undefined) },
  });
}

function envelope(res: LightMyRequestResponse): { code: number; msg: string; data: unknown } {
  return JSON.parse(res.body);
}

let serial = 0;
const uniqueEmail = (tag: string) => `${tag}-${++serial}-${Date.now()}@example.com`;

const rowsFor = (email: string) =>
  t.db.query<{ platform: string; source: string; campaign: string }>(
    'SELECT platform, source, campaign FROM preregistrations WHERE email_normalized = $1',
    [email.toLowerCase()],
  );

describe('the pre-registration form without JavaScript (POST /customer/MailCol, urlencoded)', () => {
  const register = (fields: Record<string, string>, extra?: Partial<InjectOptions>) =>
    formPost(t, '/customer/MailCol', fields, extra);

  it('registers the address and sends the visitor back to the page with the result', async () => {
    const email = uniqueEmail('form-home');
    const res = await register({ email, platform: 'pc', source: 'home', return: '/home' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/home?preregistration=registered#preregistration');
    expect(res.body).toBe('');
    expect(await rowsFor(email)).toEqual([{ platform: 'pc', source: 'home', campaign: '' }]);
  });

  it('says "already registered" for a repeat, and stores nothing more', async () => {
    const email = uniqueEmail('form-repeat');
    const fields = {
      email,
      platform: 'mobile',
      source: 'home',
      campaign: 'xyq2026',
      return: '/home/m/isXYQ',
    };
    expect((await register(fields)).headers.location).toBe(
      '/home/m/isXYQ?preregistration=registered#preregistration',
    );
    const again = await register({ ...fields, email: email.toUpperCase() });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/home/m/isXYQ?preregistration=already#preregistration');
    expect(await rowsFor(email)).toEqual([{ platform: 'mobile', source: 'home', campaign: 'xyq2026' }]);
  });

  it('takes the address as the page does: spaces around it are not part of it', async () => {
    const email = uniqueEmail('form-spaces');
    const res = await register({ email: `  ${email} `, platform: 'pc', source: 'home', return: '/home' });
    expect(res.headers.location).toBe('/home?preregistration=registered#preregistration');
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('goes to the register-complete pages under /dmg, in the layout of the form', async () => {
    const email = uniqueEmail('form-dmg');
    const pc = await register({ email, platform: 'pc', source: 'dmg', return: '/dmg' });
    expect(pc.statusCode).toBe(303);
    expect(pc.headers.location).toBe('/dmg/register-complete');
    const repeat = await register({ email, platform: 'pc', source: 'dmg', return: '/dmg' });
    expect(repeat.headers.location).toBe('/dmg/register-completed');
    const phone = await register({
      email: uniqueEmail('form-dmg-m'),
      platform: 'mobile',
      source: 'dmg',
      return: '/dmg/m/isXYQ',
    });
    expect(phone.headers.location).toBe('/dmg/m/register-complete');
    const phoneRepeat = await register({ email, platform: 'mobile', source: 'dmg', return: '/dmg/m' });
    expect(phoneRepeat.headers.location).toBe('/dmg/m/register-completed');
  });

  it.each([
    ['astrea@example', 'invalid'],
    ['', 'required'],
    [`${'a'.repeat(250)}@example.com`, 'too-long'],
  ])('sends %j back to the form with "%s", storing nothing', async (email, result) => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preregistrations');
    for (const back of ['/home', '/dmg/m']) {
      const res = await register({ email, platform: 'pc', source: 'home', return: back });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${back}?preregistration=${result}#preregistration`);
    }
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preregistrations');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('never puts the address in the answer', async () => {
    const email = uniqueEmail('form-private');
    for (const fields of [
      { email, platform: 'pc', source: 'home', return: '/home' },
      { email: `${email}@`, platform: 'pc', source: 'home', return: '/home' },
    ]) {
      const res = await register(fields);
      expect(res.headers.location).not.toContain(email.split('@')[0]);
    }
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/%2F%2Fevil.example'],
    ['/home/../login'],
    ['/home//evil.example'],
    ['/homepage'],
    ['/dashboard/workplace'],
    ['home'],
    [''],
    ['/home?x=1'],
  ])('refuses to send the visitor back to %j (400), storing nothing', async (back) => {
    const email = uniqueEmail('form-return');
    const res = await register({ email, platform: 'pc', source: 'home', return: back });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(envelope(res)).toEqual({
      code: 40000,
      msg: 'body.return must be a path of this site under /home or /dmg',
      data: null,
    });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('answers 400 naming the field when the page to come back to is missing', async () => {
    const res = await register({ email: uniqueEmail('form-no-return'), platform: 'pc', source: 'home' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).msg).toBe('body.return is required');
  });

  it('answers 400 naming a hidden field that was tampered with, or one the form does not have', async () => {
    const base = { email: uniqueEmail('form-tamper'), platform: 'pc', source: 'home', return: '/home' };
    const tv = await register({ ...base, platform: 'tv' });
    expect(tv.statusCode).toBe(400);
    expect(envelope(tv).msg).toBe('body.platform must be equal to one of the allowed values');
    const extra = await register({ ...base, name: 'x' });
    expect(envelope(extra)).toEqual({
      code: 40000,
      msg: 'body.name is not allowed',
      data: null,
      errors: [{ in: 'body', field: 'name', rule: 'additionalProperties' }],
    });
    const twice = await t.inject({
      method: 'POST',
      url: '/customer/MailCol',
      headers: OWN_PAGE,
      payload: 'email=a%40example.com&email=b%40example.com&platform=pc&source=home&return=%2Fhome',
    });
    expect(twice.statusCode).toBe(303);
    expect(twice.headers.location).toBe('/home?preregistration=invalid#preregistration');
  });

  it('refuses a form another site’s page posts, before anything is stored', async () => {
    const email = uniqueEmail('form-cross');
    const payload = new URLSearchParams({
      email,
      platform: 'pc',
      source: 'home',
      return: '/home',
    }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [
      { ...form, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { ...form, 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
      // A browser without Sec-Fetch-Site still names the page's origin.
      { ...form, origin: 'https://evil.example' },
    ]) {
      const res = await t.inject({ method: 'POST', url: '/customer/MailCol', headers, payload });
      expect(res.statusCode).toBe(403);
      expect(envelope(res)).toEqual({
        code: 40300,
        msg: 'Requests from other sites are refused',
        data: null,
      });
    }
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('answers 415 to a form in another character set', async () => {
    const res = await register(
      { email: uniqueEmail('form-latin1'), platform: 'pc', source: 'home', return: '/home' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' } },
    );
    expect(res.statusCode).toBe(415);
  });

  it('counts form posts in the same limit as the scripts’ calls, and says so on the page', async () => {
    const limited = await buildTestApp({ config: { rateLimit: { mailColPerIp: 2 } } });
    try {
      const fields = (i: number) => ({
        email: `limit-form-${i}@example.com`,
        platform: 'pc',
        source: 'home',
        return: '/home',
      });
      const json = await limited.call({
        method: 'POST',
        url: '/customer/MailCol',
        payload: { email: 'limit-json@example.com', platform: 'pc', source: 'home' },
      });
      expect(json.status).toBe(200);
      expect((await formPost(limited, '/customer/MailCol', fields(1))).headers.location).toContain(
        'preregistration=registered',
      );
      const over = await formPost(limited, '/customer/MailCol', fields(2));
      expect(over.statusCode).toBe(303);
      expect(over.headers.location).toBe('/home?preregistration=too-many#preregistration');
      const rows = await limited.db.query(
        "SELECT 1 FROM preregistrations WHERE email = 'limit-form-2@example.com'",
      );
      expect(rows).toHaveLength(0);
      // The scripts' call still gets its 429.
      const jsonOver = await limited.call({
        method: 'POST',
        url: '/customer/MailCol',
        payload: { email: 'limit-json-2@example.com', platform: 'pc', source: 'home' },
      });
      expect(jsonOver.status).toBe(429);
      expect(jsonOver.body.code).toBe(42900);
    } finally {
      await limited.close();
    }
  });

  it('leaves the JSON API as it was: fields of the form alone are refused there', async () => {
    const json = await t.call({
      method: 'POST',
      url: '/customer/MailCol',
      payload: { email: uniqueEmail('json'), platform: 'pc', source: 'home', return: '/home' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      code: 40000,
      msg: 'body.return is not allowed',
      data: null,
      errors: [{ in: 'body', field: 'return', rule: 'additionalProperties' }],
    });
    const invalid = await t.call({
      method: 'POST',
      url: '/customer/MailCol',
      payload: { email: 'not-an-email', platform: 'pc', source: 'home' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      code: 40000,
      msg: 'body.email must match format "email"',
      data: null,
      errors: [{ in: 'body', field: 'email', rule: 'format', format: 'email' }],
    });
    const ok = await t.call({
      method: 'POST',
      url: '/customer/MailCol',
      payload: { email: uniqueEmail('json-ok'), platform: 'pc', source: 'home' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 0, msg: 'ok', data: { registered: true, alreadyRegistered: false } });
    expect(ok.res.headers.location).toBeUndefined();
  });
});

describe('the console login form without JavaScript (POST /api/user/login, urlencoded)', () => {
  const signIn = (fields: Record<string, string>, extra?: Partial<InjectOptions>) =>
    formPost(t, '/api/user/login', fields, extra);
  const cookieNamed = (res: LightMyRequestResponse, name: string) =>
    res.cookies.find((cookie) => cookie.name === name);

  it('signs in: the session cookie and the signed-in mark are set, and the browser goes to the workplace', async () => {
    const res = await signIn({ username: 'admin', password: 'admin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard/workplace');
    expect(res.body).toBe('');
    const session = cookieNamed(res, 'site-session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookieNamed(res, 'signed-in')).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
    // The browser becomes a known device of the account, as with the scripts' login.
    expect(cookieNamed(res, 'site-device')).toMatchObject({ httpOnly: true, path: '/api/user/login' });
    // The cookie is a session the console can use.
    const info = await t.call({
      method: 'POST',
      url: '/api/user/info',
      cookies: { 'site-session': session!.value },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(info.status).toBe(200);
    expect(info.body.data.role).toBe('admin');
  });

  it('goes back to the console page that sent the visitor to the login', async () => {
    const res = await signIn({ username: 'user', password: 'user', redirect: '/list/search-table?page=2' });
    expect(res.headers.location).toBe('/list/search-table?page=2');
  });

  it('hands the username of a ticked remember box to the next page in a short-lived cookie', async () => {
    const res = await signIn({ username: ' user ', password: 'user', remember: 'on', redirect: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard/workplace');
    const remembered = cookieNamed(res, 'remembered-username');
    expect(remembered).toMatchObject({ value: 'user', path: '/', maxAge: 300, sameSite: 'Strict' });
    // Readable by the page's script, which moves it into the browser's storage.
    expect(remembered?.httpOnly).toBeFalsy();
  });

  it('hands who signed in, "role:username", to the next page, which greets them as a script login does', async () => {
    const res = await signIn({ username: ' User ', password: 'user' });
    const posted = cookieNamed(res, 'posted-login');
    expect(posted).toMatchObject({ value: 'user:User', path: '/', maxAge: 300, sameSite: 'Strict' });
    expect(posted?.httpOnly).toBeFalsy();
    const refused = await signIn({ username: 'user', password: 'wrong' });
    expect(cookieNamed(refused, 'posted-login')).toBeUndefined();
    // A JSON login's page does it itself.
    const json = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'user', password: 'user' },
    });
    expect(json.status).toBe(200);
    expect(json.res.cookies.find((cookie) => cookie.name === 'posted-login')).toBeUndefined();
  });

  it('remembers nothing without the box, nor for a refused login', async () => {
    const without = await signIn({ username: 'user', password: 'user' });
    expect(cookieNamed(without, 'remembered-username')).toBeUndefined();
    const refused = await signIn({ username: 'user', password: 'wrong', remember: 'on' });
    expect(refused.headers.location).toBe('/login?error=wrong-credentials');
    expect(cookieNamed(refused, 'remembered-username')).toBeUndefined();
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/login'],
    ['dashboard'],
  ])('never sends the visitor to %j: to the workplace instead', async (redirect) => {
    const res = await signIn({ username: 'user', password: 'user', redirect });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard/workplace');
  });

  it('keeps a path with other characters as an address the browser reads the same way', async () => {
    const res = await signIn({ username: 'user', password: 'user', redirect: '/list/search-table?q=星 詠' });
    expect(res.headers.location).toBe('/list/search-table?q=%E6%98%9F%20%E8%A9%A0');
  });

  it.each([
    [{ username: '', password: '' }, 'credentials-required'],
    [{}, 'credentials-required'],
    [{ username: '', password: 'x' }, 'username-required'],
    [{ username: '   ', password: 'x' }, 'username-required'],
    [{ password: 'x' }, 'username-required'],
    [{ username: 'admin', password: '' }, 'password-required'],
    [{ username: 'admin', password: 'wrong-password-77' }, 'wrong-credentials'],
    [{ username: 'nobody-here', password: 'wrong-password-77' }, 'wrong-credentials'],
    [{ username: 'x'.repeat(65), password: 'wrong-password-77' }, 'wrong-credentials'],
  ])('sends %j back to the login page with error=%s, and sets no cookie', async (fields, code) => {
    const res = await signIn(fields as Record<string, string>);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?error=${code}`);
    expect(cookieNamed(res, 'site-session')).toBeUndefined();
    expect(cookieNamed(res, 'signed-in')).toBeUndefined();
  });

  it('keeps where the visitor was going across a failed attempt, and never the credentials', async () => {
    const res = await signIn({
      username: 'admin',
      password: 'typed-secret-4711',
      redirect: '/list/search-table',
    });
    expect(res.headers.location).toBe('/login?error=wrong-credentials&redirect=%2Flist%2Fsearch-table');
    const evil = await signIn({
      username: 'admin',
      password: 'typed-secret-4711',
      redirect: '//evil.example',
    });
    expect(evil.headers.location).toBe('/login?error=wrong-credentials');
    for (const answer of [res, evil]) {
      expect(answer.headers.location).not.toContain('typed-secret');
      expect(answer.headers.location).not.toContain('admin');
    }
    expect(logLines.join('\n')).not.toContain('typed-secret-4711');
  });

  it('answers 400 naming a field the login form does not have', async () => {
    const res = await signIn({ username: 'admin', password: 'admin', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({
      code: 40000,
      msg: 'body.role is not allowed',
      data: null,
      errors: [{ in: 'body', field: 'role', rule: 'additionalProperties' }],
    });
    // A form cannot ask for a bearer token: that is for API clients' JSON.
    const bearer = await signIn({ username: 'admin', password: 'admin', bearer: 'true' });
    expect(bearer.statusCode).toBe(400);
    expect(envelope(bearer).msg).toBe('body.bearer must be boolean');
    expect(bearer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a login form another site’s page posts, and sets no cookie', async () => {
    const res = await signIn(
      { username: 'admin', password: 'admin' },
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe(40300);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('counts form logins in the same limits, and says "too many" on the login page', async () => {
    const limited = await buildTestApp({
      config: { rateLimit: { loginFailuresPerUserAndIp: 2, loginPerIp: 5 } },
    });
    try {
      const wrong = { username: 'user', password: 'wrong-password-77', redirect: '/list/card' };
      for (let i = 0; i < 2; i++)
        expect((await formPost(limited, '/api/user/login', wrong)).headers.location).toContain(
          'error=wrong-credentials',
        );
      // The right password too, from this address, until the window ends.
      const right = await formPost(limited, '/api/user/login', { ...wrong, password: 'user' });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/login?error=too-many&redirect=%2Flist%2Fcard');
      expect(right.headers['set-cookie']).toBeUndefined();
      // The scripts' call gets its 429 as before.
      const json = await limited.call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'user', password: 'user' },
      });
      expect(json.status).toBe(429);
      // Every attempt from the address counts, forms and scripts alike: 5 in all.
      await formPost(limited, '/api/user/login', { username: 'admin', password: 'admin' });
      const sixth = await formPost(limited, '/api/user/login', { username: 'admin', password: 'admin' });
      expect(sixth.headers.location).toBe('/login?error=too-many');
      // Where the visitor was going survives a refusal counted before the form was read.
      const seventh = await formPost(limited, '/api/user/login', { ...wrong, username: 'admin' });
      expect(seventh.headers.location).toBe('/login?error=too-many&redirect=%2Flist%2Fcard');
    } finally {
      await limited.close();
    }
  });

  it('leaves the JSON login as it was', async () => {
    const ok = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'admin' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 0, msg: 'ok', data: { expiresAt: expect.any(String), role: 'admin' } });
    expect(ok.res.headers.location).toBeUndefined();
    const withRedirect = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'admin', redirect: '/list/card' },
    });
    expect(withRedirect.status).toBe(400);
    expect(withRedirect.body).toEqual({
      code: 40000,
      msg: 'body.redirect is not allowed',
      data: null,
      errors: [{ in: 'body', field: 'redirect', rule: 'additionalProperties' }],
    });
    const wrong = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 40000, msg: 'Wrong username or password', data: null });
    const empty = await t.call({ method: 'POST', url: '/api/user/login', payload: { username: 'admin' } });
    expect(empty.body.msg).toBe('Password cannot be empty');
  });
});
