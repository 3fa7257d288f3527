import { createHash } from 'node:crypto';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/user/login', payload: payload as object, headers });
const info = (authorization?: string) =>
  t.call({ method: 'POST', url: '/api/user/info', headers: authorization ? { authorization } : {} });

describe('POST /api/user/login', () => {
  it('answers an API client a 256-bit token, its expiry and the role, and stores only the token hash', async () => {
    const { status, body } = await login({ username: 'admin', password: 'admin', bearer: true });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.role).toBe('admin');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(body.data.expiresAt) - t.clock();
    expect(Math.abs(ttl - 7 * 24 * 3600 * 1000)).toBeLessThan(1000);

    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    const hash = createHash('sha256').update(body.data.token).digest('hex');
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    expect(rows.map((r) => r.token_hash)).not.toContain(body.data.token);
  });

  it('accepts the demo user with role user', async () => {
    const { body } = await login({ username: 'user', password: 'user' });
    expect(body).toMatchObject({ code: 0, data: { role: 'user' } });
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username cannot be empty', '用户名不能为空'],
    [{ username: '   ', password: 'x' }, 'Username cannot be empty', '用户名不能为空'],
    [{ password: 'x' }, 'Username cannot be empty', '用户名不能为空'],
    [{ username: 'admin', password: '' }, 'Password cannot be empty', '密码不能为空'],
    [{ username: 'admin' }, 'Password cannot be empty', '密码不能为空'],
    [{ username: 'admin', password: 'wrong' }, 'Wrong username or password', '账号或者密码错误'],
    [{ username: 'nobody', password: 'admin' }, 'Wrong username or password', '账号或者密码错误'],
  ])('rejects %j with 400 in the caller language', async (payload, en, zh) => {
    const english = await login(payload, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ code: 40000, msg: en, data: null });
    const chinese = await login(payload, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(chinese.body.msg).toBe(zh);
  });

  it('rejects unknown fields and wrong types naming the field', async () => {
    expect((await login({ username: 'admin', password: 'admin', remember: true })).body.msg).toBe(
      'body.remember is not allowed',
    );
    expect((await login({ username: { a: 1 }, password: 'admin' })).body.msg).toBe(
      'body.username must be string',
    );
  });
});

describe('sessions', () => {
  it('answers 50008 "Not logged in" (未登录) with 401 without a usable token', async () => {
    for (const authorization of [
      undefined,
      'Bearer ',
      'Bearer abc',
      `Bearer ${'A'.repeat(43)}`,
      'Basic YWRtaW46YWRtaW4=',
    ]) {
      const { status, body } = await info(authorization);
      expect(status).toBe(401);
      expect(body).toEqual({ code: 50008, msg: 'Not logged in', data: null });
    }
    const zh = await t.call({ method: 'POST', url: '/api/user/info', headers: { 'accept-language': 'zh' } });
    expect(zh.body.msg).toBe('未登录');
  });

  it('answers the user info of the session', async () => {
    const { authorization } = await t.login('admin', 'admin');
    const { status, body } = await info(authorization);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Haruka Hoshino',
      email: 'admin@astrea.example',
      role: 'admin',
      certification: 1,
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'accountId',
        'avatar',
        'certification',
        'email',
        'introduction',
        'job',
        'jobName',
        'location',
        'locationName',
        'name',
        'organization',
        'organizationName',
        'personalWebsite',
        'phone',
        'registrationDate',
        'role',
        'roles',
      ].sort(),
    );
    // An admin may act as a user and back; a user only as itself.
    expect(body.data.roles).toEqual(['admin', 'user']);
    const user = await t.login('user', 'user');
    expect((await info(user.authorization)).body.data).toMatchObject({ role: 'user', roles: ['user'] });
  });

  it('revokes the token at logout, and only that token', async () => {
    const first = await t.login('user', 'user');
    const second = await t.login('user', 'user');
    const out = await t.call({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: first.authorization },
    });
    expect(out.body).toEqual({ code: 0, msg: 'ok', data: null });
    expect((await info(first.authorization)).status).toBe(401);
    expect((await info(second.authorization)).status).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: first.authorization },
    });
    expect(again.body.code).toBe(50008);
  });

  it('accepts an empty JSON body or none on calls without parameters, and rejects any field', async () => {
    const { authorization } = await t.login('admin', 'admin');
    const headers = { authorization, 'content-type': 'application/json' };
    expect((await t.call({ method: 'POST', url: '/api/user/info', headers, payload: '' })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/user/info', headers, payload: '{}' })).status).toBe(
      200,
    );
    const extra = await t.call({ method: 'POST', url: '/api/user/info', headers, payload: '{"x":1}' });
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toBe('body.x is not allowed');
  });
});

describe('menu and roles', () => {
  const menu = async (authorization: string) =>
    (await t.call({ method: 'POST', url: '/api/user/menu', headers: { authorization } })).body;
  const paths = (items: { path: string; children: { path: string }[] }[]): string[] =>
    items.flatMap((item) => [item.path, ...item.children.map((child) => `${item.path}/${child.path}`)]);

  it('gives admins the whole menu and hides admin-only items from users', async () => {
    const admin = paths((await menu((await t.login('admin', 'admin')).authorization)).data);
    const user = paths((await menu((await t.login('user', 'user')).authorization)).data);
    expect(admin).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/dashboard/workplace',
        '/dashboard/monitor',
        '/visualization',
        '/list/search-table',
        '/form',
        '/form/group',
      ]),
    );
    expect(user).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/dashboard/workplace',
        '/visualization',
        '/result',
        '/user/info',
      ]),
    );
    for (const hidden of [
      '/dashboard/monitor',
      '/list',
      '/list/search-table',
      '/form',
      '/form/group',
      '/profile',
      '/exception/403',
    ]) {
      expect(user).not.toContain(hidden);
    }
    expect(admin.filter((p) => p.startsWith('https://'))).toHaveLength(2);
    expect(user.filter((p) => p.startsWith('https://'))).toHaveLength(2);
  });

  it('returns menu items with path, name, meta and children', async () => {
    const { data } = await menu((await t.login('admin', 'admin')).authorization);
    expect(data[0]).toMatchObject({
      path: '/dashboard',
      name: 'Dashboard',
      meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'icon-dashboard', order: 0 },
    });
    expect(data[0].children[0]).toMatchObject({
      path: 'workplace',
      meta: { requiresAuth: true },
      children: [],
    });
  });

  it('lets an admin act as user and back, with the server enforcing the current role', async () => {
    const { authorization } = await t.login('admin', 'admin');
    const switchTo = (role: string) =>
      t.call({ method: 'POST', url: '/api/user/switch-role', headers: { authorization }, payload: { role } });
    const adminList = () => t.call({ method: 'GET', url: '/api/admin/notices', headers: { authorization } });

    expect((await switchTo('user')).body).toEqual({ code: 0, msg: 'ok', data: { role: 'user' } });
    expect((await info(authorization)).body.data).toMatchObject({ role: 'user', roles: ['admin', 'user'] });
    expect(paths((await menu(authorization)).data)).not.toContain('/dashboard/monitor');
    const denied = await adminList();
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 40300, msg: 'This action needs the admin role', data: null });

    expect((await switchTo('admin')).body.data.role).toBe('admin');
    expect((await adminList()).status).toBe(200);
  });

  it('never lets a user become admin', async () => {
    const { authorization } = await t.login('user', 'user');
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/switch-role',
      headers: { authorization, 'accept-language': 'en-US' },
      payload: { role: 'admin' },
    });
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 40300,
      msg: 'Only an administrator can switch to the admin role',
      data: null,
    });
    expect((await info(authorization)).body.data.role).toBe('user');
  });

  it('validates the role', async () => {
    const { authorization } = await t.login('admin', 'admin');
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/switch-role',
      headers: { authorization },
      payload: { role: 'root' },
    });
    expect(status).toBe(400);
    expect(body.msg).toBe('body.role must be equal to one of the allowed values');
  });
});

describe('POST /api/user/profile', () => {
  it('updates the given fields only', async () => {
    const { authorization } = await t.login('user', 'user');
    const { body } = await t.call({
      method: 'POST',
      url: '/api/user/profile',
      headers: { authorization },
      payload: { name: '青木 蓮', personalWebsite: 'https://ren.example', phone: '+81 90-0000-0000' },
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      name: '青木 蓮',
      personalWebsite: 'https://ren.example',
      email: 'user@astrea.example',
    });
    expect((await info(authorization)).body.data.name).toBe('青木 蓮');
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email must match format "email"'],
    [{ name: '' }, 'body.name must NOT have fewer than 1 characters'],
    [{ avatar: 'javascript:alert(1)' }, 'body.avatar must match pattern "^(https?://\\S+|/\\S*)?$"'],
    [{ role: 'admin' }, 'body.role is not allowed'],
    [{}, 'body must NOT have fewer than 1 properties'],
  ])('rejects %j', async (payload, message) => {
    const { authorization } = await t.login('user', 'user');
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/profile',
      headers: { authorization },
      payload,
    });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('needs a login', async () => {
    const { status } = await t.call({ method: 'POST', url: '/api/user/profile', payload: { name: 'x' } });
    expect(status).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('checks the old password and the new length, then revokes the other sessions', async () => {
    await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'admin' },
    });
    const current = await t.login('admin', 'admin');
    const other = await t.login('admin', 'admin');
    const change = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/api/user/password',
        headers: { authorization: current.authorization },
        payload,
      });

    const wrong = await change({ oldPassword: 'nope', newPassword: 'long enough 1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Old password is incorrect');
    const short = await change({ oldPassword: 'admin', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('body.newPassword must NOT have fewer than 10 characters');
    expect((await change({ oldPassword: 'admin' })).body.msg).toBe('body.newPassword is required');

    const done = await change({ oldPassword: 'admin', newPassword: 'a much better one' });
    expect(done.body.code).toBe(0);
    expect(done.body.data.revokedSessions).toBeGreaterThanOrEqual(2);
    expect((await info(current.authorization)).status).toBe(200);
    expect((await info(other.authorization)).status).toBe(401);
    expect((await login({ username: 'admin', password: 'admin' })).body.msg).toBe(
      'Wrong username or password',
    );
    expect((await login({ username: 'admin', password: 'a much better one' })).body.code).toBe(0);

    // Put the demo password back for the other tests of this file.
    await t.call({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization: current.authorization },
      payload: { oldPassword: 'a much better one', newPassword: 'admin-demo' },
    });
  });
});
