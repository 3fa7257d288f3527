import { loadConfig } from '../src/config.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// Staff must be able to sign in while anyone floods the public account calls. The limits here are the server's
// defaults (300 attempts on the server, 10 an address, a minute), not the generous ones other suites run with.
const DEFAULT_LIMITS = loadConfig({}).rateLimit;

const apps: TestApp[] = [];
async function app(rateLimit: Partial<typeof DEFAULT_LIMITS> = {}): Promise<TestApp> {
  const t = await buildTestApp({ config: { rateLimit: { ...DEFAULT_LIMITS, ...rateLimit } } });
  apps.push(t);
  return t;
}
afterAll(async () => Promise.all(apps.map((t) => t.close())), 60_000);

const JSON_TYPE = { 'content-type': 'application/json' };

/** The cheap refusals a hostile visitor can send by the hundred: each is refused before any password is hashed. */
const MALFORMED = [
  // A reset code of the wrong shape, with a password that passes every rule.
  {
    url: '/api/user/reset-password',
    payload: { code: 'not-a-code', newPassword: 'violet comet 42 lantern' },
  },
  { url: '/api/user/reset-password', payload: '{"code": "AAAA-', headers: JSON_TYPE },
  { url: '/api/user/reset-password', payload: { code: 'AAAA-BBBB-CCCC-DDDD', newPassword: 'short' } },
  { url: '/api/user/login', payload: { username: '', password: '' } },
  { url: '/api/user/login', payload: { username: 'admin', password: 'x', remember: true } },
  { url: '/api/user/login', payload: '{', headers: JSON_TYPE },
  { url: '/api/user/register', payload: { username: 'ab', password: 'x', name: '', email: 'no' } },
  {
    url: '/api/user/register',
    payload: { username: 'mallory', password: 'password123', name: 'M', email: 'm@example.com' },
  },
  { url: '/api/user/forgot-password', payload: { username: '' } },
];

/** `perAddress` cheap refusals from each of `addresses` addresses, all at once. */
async function flood(t: TestApp, addresses: number, perAddress: number) {
  const sent = [];
  for (let a = 0; a < addresses; a++) {
    for (let i = 0; i < perAddress; i++) {
      const request = MALFORMED[(a + i) % MALFORMED.length]!;
      sent.push(
        t.inject({
          method: 'POST',
          url: request.url,
          payload: request.payload,
          headers: { ...request.headers, 'x-forwarded-for': `198.18.${a}.${i}` },
          remoteAddress: `203.0.113.${a + 1}`,
        }),
      );
    }
  }
  const answers = await Promise.all(sent);
  // None of it got anywhere, and none of it broke anything.
  expect(answers.filter((answer) => answer.statusCode === 200)).toEqual([]);
  expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
  return answers;
}

const login = (t: TestApp, remoteAddress: string, username = 'admin', password = 'admin') =>
  t.call({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });

describe('a flood of malformed account requests', () => {
  it('from 30 addresses leaves the administrator free to sign in from a fresh address', async () => {
    const t = await app();
    const answers = await flood(t, 30, 12);
    expect(answers.length).toBeGreaterThanOrEqual(DEFAULT_LIMITS.loginGlobal);
    // Each address is refused once its own allowance is spent (sooner under a burst: the in-memory counter may read
    // a count that later requests have already raised).
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(30 * 2);

    const admin = await login(t, '192.0.2.10');
    expect(admin.status).toBe(200);
    expect(admin.body.data.role).toBe('admin');
  });

  it('from one address writing other addresses into X-Forwarded-For is only that address', async () => {
    const t = await app();
    const sent = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginGlobal + 20; i++) {
      sent.push(
        t.inject({
          method: 'POST',
          url: '/api/user/reset-password',
          payload: { code: `forged-${i}`, newPassword: 'violet comet 42 lantern' },
          headers: { 'x-forwarded-for': `198.18.${i % 250}.${i % 7}`, forwarded: `for=198.19.0.${i % 250}` },
          remoteAddress: '203.0.113.77',
        }),
      );
    }
    const answers = await Promise.all(sent);
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(
      DEFAULT_LIMITS.loginPerIp,
    );
    // The forged addresses gave it no allowance of theirs, and the server's ceiling is untouched.
    expect((await login(t, '203.0.113.77')).status).toBe(429);
    expect((await login(t, '192.0.2.11')).status).toBe(200);
  });
});
