import { type TestApp, buildTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { rateLimit: { windowSeconds: 60, loginPerIp: 10, loginPerUsername: 5, mailColPerIp: 3 } },
  });
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const attempt = (username: string, remoteAddress: string, password = 'wrong') =>
  t.call({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });

describe('login rate limits', () => {
  it('allows 5 attempts a minute per username, from any address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('admin', `10.0.0.${i + 1}`)).status).toBe(400);
    const limited = await attempt('ADMIN', '10.0.0.99', 'admin');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 42900,
      msg: expect.stringMatching(/^Too many login attempts, try again in \d+ s$/),
      data: null,
    });
    const retryAfter = Number(limited.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another account is not affected.
    expect((await attempt('user', '10.0.0.99', 'user')).status).toBe(200);
    // The window ends and the account can be used again.
    t.clock.advance(61_000);
    expect((await attempt('admin', '10.0.0.98', 'admin')).status).toBe(200);
  });

  it('allows 10 attempts a minute per address, whatever the usernames', async () => {
    t.clock.advance(61_000);
    for (let i = 0; i < 10; i++) expect((await attempt(`someone${i}`, '192.0.2.7')).status).toBe(400);
    const limited = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'user', password: 'user' },
      remoteAddress: '192.0.2.7',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^登录尝试过于频繁，请 \d+ 秒后再试$/);
    expect(limited.res.headers['retry-after']).toBeDefined();
    expect((await attempt('user', '192.0.2.8', 'user')).status).toBe(200);
  });
});

describe('pre-registration rate limit', () => {
  it('limits submissions per address', async () => {
    const submit = (i: number, remoteAddress: string) =>
      t.call({
        method: 'POST',
        url: '/customer/MailCol',
        payload: { email: `limit${i}@example.com`, platform: 'pc', source: 'home' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await submit(i, '198.51.100.1')).status).toBe(200);
    const limited = await submit(3, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(42900);
    expect(limited.res.headers['retry-after']).toBeDefined();
    const rows = await t.db.query("SELECT 1 FROM preregistrations WHERE email = 'limit3@example.com'");
    expect(rows).toHaveLength(0);
    expect((await submit(3, '198.51.100.2')).status).toBe(200);
  });
});
