import { type TestApp, buildTestApp } from './helpers/test-app.js';
import { expectRefusal } from './helpers/refusal.js';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.login('admin', 'admin')).authorization;
  user = (await t.login('user', 'user')).authorization;
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const GOOD_PASSWORD = 'violet comet 42 lantern';

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const register = (fields: Record<string, unknown>) =>
  post('/api/user/register', {
    username: 'mika.s',
    password: GOOD_PASSWORD,
    name: 'Mika Sato',
    email: 'mika@astrea.example',
    ...fields,
  });
const requests = async (view = 'open') =>
  (
    await t.call({
      method: 'GET',
      url: `/api/admin/account-requests?view=${view}`,
      headers: { authorization: admin },
    })
  ).body.data;
const decide = (id: number, action: string, authorization = admin) =>
  post(`/api/admin/account-requests/${id}/${action}`, undefined, { authorization });
const requestFor = async (username: string, kind: string) =>
  (await requests('all')).items.find(
    (r: { username: string; kind: string }) => r.username === username && r.kind === kind,
  );

describe('registration requests', () => {
  it('are stored for an administrator, who approves one: the account then logs in with the chosen password', async () => {
    const { status, body } = await register({ note: 'New in player support.\nStarting Monday.' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { received: true } });

    const pending = await requestFor('mika.s', 'register');
    expect(pending).toEqual(
      expect.objectContaining({
        kind: 'register',
        status: 'pending',
        name: 'Mika Sato',
        email: 'mika@astrea.example',
        note: 'New in player support.\nStarting Monday.',
        accountExists: false,
        decidedAt: null,
        decidedBy: null,
      }),
    );
    // Nobody can log in before the approval.
    expect((await post('/api/user/login', { username: 'mika.s', password: GOOD_PASSWORD })).status).toBe(400);

    const approved = await decide(pending.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual(
      expect.objectContaining({ status: 'approved', accountExists: true, decidedBy: 'admin' }),
    );
    const login = await post('/api/user/login', {
      username: 'Mika.S',
      password: GOOD_PASSWORD,
      bearer: true,
    });
    expect(login.body.data.role).toBe('user');
    const info = await post('/api/user/info', undefined, {
      authorization: `Bearer ${login.body.data.token}`,
    });
    expect(info.body.data).toEqual(
      expect.objectContaining({ name: 'Mika Sato', email: 'mika@astrea.example' }),
    );

    // Answered once; the password hash is not kept after it.
    expect((await decide(pending.id, 'approve')).body.msg).toBe(
      `Request ${pending.id} has already been answered`,
    );
    const [row] = await t.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM account_requests WHERE id = $1',
      [pending.id],
    );
    expect(row!.password_hash).toBeNull();
    expect((await requests()).items.map((r: { id: number }) => r.id)).not.toContain(pending.id);
  });

  it('answers the same for a taken username, which the administrator sees and cannot approve', async () => {
    const fresh = await register({ username: 'ren.new' });
    const taken = await register({ username: 'Admin' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);

    const request = await requestFor('Admin', 'register');
    expect(request.accountExists).toBe(true);
    const refused = await decide(request.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The username Admin is already taken');
    // The real account keeps its password.
    await t.login('admin', 'admin');

    const rejected = await decide(request.id, 'reject');
    expect(rejected.body.data).toEqual(expect.objectContaining({ status: 'rejected', decidedBy: 'admin' }));
    expect((await decide(request.id, 'reject')).status).toBe(409);
  });

  it.each([
    [{ username: 'ab' }, 'body.username must NOT have fewer than 3 characters'],
    [{ username: '.hidden' }, 'body.username must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$"'],
    [{ username: 'a b c' }, 'body.username must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$"'],
    [{ username: '<script>' }, 'body.username must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$"'],
    [{ password: 'short' }, 'body.password must NOT have fewer than 10 characters'],
    [
      { password: 'password123' },
      'body.password is on a list of commonly used passwords: choose one that is harder to guess',
    ],
    [{ name: '   ' }, 'body.name must match pattern "\\S"'],
    [{ name: 'a\u0000b' }, 'body.name must not contain control characters'],
    [{ email: 'not-an-address' }, 'body.email must match format "email"'],
    [{ note: 'x'.repeat(501) }, 'body.note must NOT have more than 500 characters'],
    [{ role: 'admin' }, 'body.role is not allowed'],
  ])('refuses %j, naming the field, and stores nothing', async (fields, message) => {
    const before = (await requests('all')).total;
    const { status, body } = await register(fields);
    expect(status).toBe(400);
    expectRefusal(body, message);
    expect((await requests('all')).total).toBe(before);
  });

  it('refuses a missing field and a body that is not an object', async () => {
    expect((await post('/api/user/register', {})).body.msg).toBe('body.username is required');
    expect((await post('/api/user/register', [])).body.msg).toBe('body must be object');
  });
});

describe('password reset requests', () => {
  it('are answered with a one-time code that sets a new password and ends every session of the account', async () => {
    const session = await t.login('user', 'user');
    const asked = await post('/api/user/forgot-password', {
      username: 'USER',
      note: 'Reach me on the support chat',
    });
    expect(asked.body).toEqual({ code: 0, msg: 'ok', data: { received: true } });

    const request = await requestFor('USER', 'reset');
    expect(request).toEqual(
      expect.objectContaining({
        status: 'pending',
        accountExists: true,
        note: 'Reach me on the support chat',
      }),
    );
    const issued = await decide(request.id, 'reset-code');
    expect(issued.status).toBe(200);
    const { code, expiresAt } = issued.body.data as { code: string; expiresAt: string };
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(Date.parse(expiresAt) - t.clock()).toBe(24 * 3600 * 1000);
    expect(issued.body.data.request).toEqual(
      expect.objectContaining({ status: 'issued', codeExpiresAt: expiresAt, decidedBy: 'admin' }),
    );
    // Only the code's hash is kept.
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM account_requests WHERE id = $1',
      [request.id],
    );
    expect(stored[0]!.code_hash).not.toContain(code.replace(/-/g, ''));

    // Typed in lower case, without the hyphens.
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const reset = await post('/api/user/reset-password', { code: typed, newPassword: GOOD_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.data.revokedSessions).toBeGreaterThanOrEqual(2);
    expect((await post('/api/user/info', undefined, { authorization: session.authorization })).status).toBe(
      401,
    );
    user = (await t.login('user', GOOD_PASSWORD)).authorization;

    // Once only.
    const again = await post('/api/user/reset-password', { code, newPassword: 'another long phrase 7' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('This reset code is not valid or has expired');
    expect((await requestFor('USER', 'reset')).status).toBe('completed');
  });

  it('stops a code from working once its request is rejected, and a new code replaces the old one', async () => {
    await post('/api/user/forgot-password', { username: 'user' });
    const request = (await requests()).items.find((r: { username: string }) => r.username === 'user');
    const first = (await decide(request.id, 'reset-code')).body.data.code;
    const second = (await decide(request.id, 'reset-code')).body.data.code;
    expect(second).not.toBe(first);
    expect((await post('/api/user/reset-password', { code: first, newPassword: GOOD_PASSWORD })).status).toBe(
      400,
    );
    expect((await decide(request.id, 'reject')).body.data.status).toBe('rejected');
    expect(
      (await post('/api/user/reset-password', { code: second, newPassword: GOOD_PASSWORD })).status,
    ).toBe(400);
    await t.login('user', GOOD_PASSWORD);
  });

  it('answers the same for an unknown username; the administrator sees it and cannot issue a code', async () => {
    const known = await post('/api/user/forgot-password', { username: 'admin' });
    const unknown = await post('/api/user/forgot-password', { username: 'nobody-here' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const request = await requestFor('nobody-here', 'reset');
    expect(request.accountExists).toBe(false);
    const refused = await decide(request.id, 'reset-code');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('No account has the username nobody-here');
  });

  it('refuses an expired code, a made-up code and a weak new password', async () => {
    await post('/api/user/forgot-password', { username: 'admin' });
    const request = (await requests()).items.find(
      (r: { username: string; status: string }) => r.username === 'admin' && r.status === 'pending',
    );
    const { code } = (await decide(request.id, 'reset-code')).body.data;

    const weak = await post('/api/user/reset-password', { code, newPassword: 'qwertyuiop' });
    expect(weak.body.msg).toBe(
      'body.newPassword is on a list of commonly used passwords: choose one that is harder to guess',
    );
    const madeUp = await post('/api/user/reset-password', {
      code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
      newPassword: GOOD_PASSWORD,
    });
    expect(madeUp.body.msg).toBe('This reset code is not valid or has expired');
    const nonsense = await post('/api/user/reset-password', {
      code: '<img src=x>',
      newPassword: GOOD_PASSWORD,
    });
    expect(nonsense.body.msg).toBe('This reset code is not valid or has expired');

    t.clock.advance(24 * 3600 * 1000 + 1);
    const expired = await post('/api/user/reset-password', { code, newPassword: GOOD_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('This reset code is not valid or has expired');
    await t.login('admin', 'admin');
    // zh-CN for the console in Chinese.
    const zh = await post(
      '/api/user/reset-password',
      { code, newPassword: GOOD_PASSWORD },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.body.msg).toBe('重置码无效或已过期');
    t.clock.set(Date.now());
    admin = (await t.login('admin', 'admin')).authorization;
  });

  it.each([
    ['/api/user/forgot-password', {}, 'body.username is required'],
    ['/api/user/forgot-password', { username: ' ' }, 'body.username must match pattern "\\S"'],
    [
      '/api/user/forgot-password',
      { username: 'x'.repeat(65) },
      'body.username must NOT have more than 64 characters',
    ],
    ['/api/user/forgot-password', { username: 'admin', email: 'a@b.c' }, 'body.email is not allowed'],
    ['/api/user/reset-password', { code: 'ABCD' }, 'body.newPassword is required'],
    [
      '/api/user/reset-password',
      { code: '', newPassword: GOOD_PASSWORD },
      'body.code must NOT have fewer than 1 characters',
    ],
    [
      '/api/user/reset-password',
      { code: 'AB\nCD', newPassword: GOOD_PASSWORD },
      'body.code must not contain control characters',
    ],
  ])('%s refuses %j, naming the field', async (url, payload, message) => {
    const { status, body } = await post(url, payload);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('administration of account requests', () => {
  it('is for administrators only: a user, or an admin acting as a user, gets 403; nobody signed in gets 401', async () => {
    const id = (await requests('all')).items[0].id as number;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/account-requests' },
      { method: 'POST' as const, url: `/api/admin/account-requests/${id}/approve` },
      { method: 'POST' as const, url: `/api/admin/account-requests/${id}/reject` },
      { method: 'POST' as const, url: `/api/admin/account-requests/${id}/reset-code` },
    ];
    const actingAsUser = (await t.login('admin', 'admin')).authorization;
    await post('/api/user/switch-role', { role: 'user' }, { authorization: actingAsUser });
    for (const call of calls) {
      for (const authorization of [user, actingAsUser]) {
        const { status, body } = await t.call({ ...call, headers: { authorization } });
        expect(status).toBe(403);
        expect(body.code).toBe(40300);
      }
      expect((await t.call(call)).status).toBe(401);
    }
    expect((await requestFor('nobody-here', 'reset')).status).toBe('pending');
  });

  it('answers 404 for an unknown request, 409 for the wrong kind, 400 for a bad id or body', async () => {
    expect((await decide(2147483647, 'approve')).body).toEqual({
      code: 40400,
      msg: 'Account request 2147483647 not found',
      data: null,
    });
    const reset = await requestFor('nobody-here', 'reset');
    expect((await decide(reset.id, 'approve')).body.msg).toBe(`Request ${reset.id} is not a registration`);
    const registration = (await requests('all')).items.find((r: { kind: string }) => r.kind === 'register');
    expect((await decide(registration.id, 'reset-code')).body.msg).toBe(
      `Request ${registration.id} is not a password reset`,
    );
    expect((await decide(0, 'approve')).body.msg).toBe('params.id must be >= 1');
    const withBody = await post(
      `/api/admin/account-requests/${reset.id}/reject`,
      { reason: 'x' },
      { authorization: admin },
    );
    expect(withBody.body.msg).toBe('body.reason is not allowed');
  });

  it('lists open requests by default and every request on asking, newest first, paged', async () => {
    const open = await requests();
    expect(open.items.every((r: { status: string }) => ['pending', 'issued'].includes(r.status))).toBe(true);
    const all = await requests('all');
    expect(all.total).toBeGreaterThan(open.total);
    const times = all.items.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const paged = await t.call({
      method: 'GET',
      url: '/api/admin/account-requests?view=all&page=2&pageSize=2',
      headers: { authorization: admin },
    });
    expect(paged.body.data.items.map((r: { id: number }) => r.id)).toEqual(
      all.items.slice(2, 4).map((r: { id: number }) => r.id),
    );
    const bad = await t.call({
      method: 'GET',
      url: '/api/admin/account-requests?view=closed',
      headers: { authorization: admin },
    });
    expect(bad.body.msg).toBe('querystring.view must be equal to one of the allowed values');
  });
});

describe('the request forms without JavaScript', () => {
  const form = (url: string, fields: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('go back to their page, saying it was sent or which field to fix, never with what was typed', async () => {
    const sent = await form('/api/user/register', {
      username: 'nojs.user',
      name: 'No Script',
      email: 'nojs@astrea.example',
      password: GOOD_PASSWORD,
      confirm: GOOD_PASSWORD,
      note: '',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login/register?sent=1');
    expect((await requestFor('nojs.user', 'register')).status).toBe('pending');

    const cases: [string, Record<string, string>, string][] = [
      [
        '/api/user/register',
        { username: 'x', name: 'A', email: 'a@b.jp', password: GOOD_PASSWORD },
        'username',
      ],
      [
        '/api/user/register',
        { username: 'abc', name: 'A', email: 'a@b.jp', password: 'password123' },
        'password-common',
      ],
      [
        '/api/user/register',
        { username: 'abc', name: 'A', email: 'a@b.jp', password: GOOD_PASSWORD, confirm: 'other' },
        'confirm',
      ],
      ['/api/user/register', { username: 'abc', name: 'A', email: 'nope', password: GOOD_PASSWORD }, 'email'],
      ['/api/user/forgot-password', { username: '' }, 'username'],
      [
        '/api/user/reset-password',
        { code: 'ZZZZ', newPassword: GOOD_PASSWORD, confirm: GOOD_PASSWORD },
        'code-invalid',
      ],
      ['/api/user/reset-password', { code: 'ZZZZ', newPassword: 'short', confirm: 'short' }, 'newPassword'],
    ];
    for (const [url, fields, error] of cases) {
      const res = await form(url, fields);
      expect(res.statusCode).toBe(303);
      const page = url
        .replace('/api/user/', '/login/')
        .replace('forgot-password', 'forgot')
        .replace('reset-password', 'reset');
      expect(res.headers.location).toBe(`${page}?error=${error}`);
    }
    expect((await form('/api/user/forgot-password', { username: 'admin' })).headers.location).toBe(
      '/login/forgot?sent=1',
    );
    // A field the form does not have is answered as for a script: JSON naming it.
    const unknown = await form('/api/user/forgot-password', { username: 'admin', role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('body.role is not allowed');
  });
});

describe('limits', () => {
  it('count every request form like a login attempt from the address', async () => {
    const limited = await buildTestApp({ config: { rateLimit: { loginPerIp: 3 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.call({
          method: 'POST',
          url: '/api/user/forgot-password',
          payload: { username: `someone${i}` },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const reset = await limited.call({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', newPassword: GOOD_PASSWORD },
        remoteAddress: '203.0.113.9',
      });
      expect(reset.status).toBe(429);
      expect(reset.res.headers['retry-after']).toBeDefined();
      const other = await limited.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { username: 'other.addr', password: GOOD_PASSWORD, name: 'O', email: 'o@astrea.example' },
        remoteAddress: '198.51.100.7',
      });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('refuse a request another site made', async () => {
    const { status } = await post(
      '/api/user/register',
      { username: 'csrf.user' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(status).toBe(403);
  });
});
