import { redisServerPath, startRedis } from '@site/test-kit/redis';
import { createUserWithHash } from '../src/auth/users.js';
import { type RateLimitConfig, loadConfig, parseTrustProxy } from '../src/config.js';
import { loggerOptions } from '../src/lib/logger.js';
import { loginDelayMs } from '../src/plugins/rate-limit.js';
import { type TestApp, type TestAppOptions, buildTestApp } from './helpers/test-app.js';

const limits: Partial<RateLimitConfig> = {
  windowSeconds: 60,
  loginPerIp: 10,
  loginFailuresPerUserAndIp: 5,
  loginFailuresBeforeDelay: 5,
  loginDelayBaseMs: 1,
  loginDelayMaxMs: 5,
  loginGlobal: 1000,
  mailColPerIp: 3,
};

// Everything but Date.
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

const apps: TestApp[] = [];
async function app(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await buildTestApp({
    ...options,
    config: { ...options.config, rateLimit: { ...limits, ...options.config?.rateLimit } },
  });
  apps.push(t);
  return t;
}
afterAll(async () => Promise.all(apps.map((t) => t.close())), 60_000);

function attempt(
  t: TestApp,
  username: string,
  remoteAddress: string,
  password = 'wrong',
  headers: Record<string, string> = {},
) {
  return t.call({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    remoteAddress,
    headers,
  });
}

describe('client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await app();
  }, 60_000);

  it('ignores X-Forwarded-For by default: a forged address gets no fresh allowance', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await attempt(t, `nobody${i}`, '203.0.113.9', 'wrong', {
        'x-forwarded-for': `198.18.0.${i + 1}`,
      });
      expect(answer.status).toBe(400);
    }
    const limited = await attempt(t, 'user', '203.0.113.9', 'user', { 'x-forwarded-for': '198.18.1.1' });
    expect(limited.status).toBe(429);
  });

  it('honours X-Forwarded-For from a configured proxy, and only from it', async () => {
    const proxied = await app({ config: { trustProxy: ['10.0.0.1'] } });
    const viaProxy = (client: string, username = 'nobody') =>
      attempt(proxied, username, '10.0.0.1', 'wrong', { 'x-forwarded-for': client });
    // Each client behind the proxy has its own allowance...
    for (let i = 0; i < 10; i++) expect((await viaProxy('198.51.100.5', `guess${i}`)).status).toBe(400);
    expect((await viaProxy('198.51.100.5')).status).toBe(429);
    expect((await viaProxy('198.51.100.6')).status).toBe(400);
    // ...while a client that is not the proxy cannot claim an address.
    for (let i = 0; i < 10; i++) {
      const answer = await attempt(proxied, `guess${i}`, '192.0.2.50', 'wrong', {
        'x-forwarded-for': `198.51.100.${100 + i}`,
      });
      expect(answer.status).toBe(400);
    }
    const direct = await attempt(proxied, 'nobody', '192.0.2.50', 'wrong', {
      'x-forwarded-for': '198.51.100.200',
    });
    expect(direct.status).toBe(429);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,loopback,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/got "10.0.0.0\/33"/);
    expect(() => parseTrustProxy('example.com')).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes the client from the configured number of hops', async () => {
    const hops = await app({ config: { trustProxy: 1 } });
    for (let i = 0; i < 10; i++) {
      const answer = await attempt(hops, `guess${i}`, '10.1.1.1', 'wrong', {
        'x-forwarded-for': '198.18.9.9, 198.51.100.77',
      });
      expect(answer.status).toBe(400);
    }
    // One hop trusted: the client is the last address the proxy added, not the one the client wrote before it.
    const sameClient = await attempt(hops, 'nobody', '10.1.1.1', 'wrong', {
      'x-forwarded-for': '198.18.7.7, 198.51.100.77',
    });
    expect(sameClient.status).toBe(429);
  });
});

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await app();
  }, 60_000);

  it('refuses a username only at the address that failed: the right password works from elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(t, 'admin', '192.0.2.1')).status).toBe(400);
    const blocked = await attempt(t, 'ADMIN', '192.0.2.1', 'admin', { 'accept-language': 'zh-CN' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 42900,
      msg: expect.stringMatching(/^登录尝试过于频繁，请 \d+ 秒后再试$/),
      data: null,
    });
    const retryAfter = Number(blocked.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The real admin, somewhere else, signs in.
    const elsewhere = await attempt(t, 'admin', '198.51.100.20', 'admin');
    expect(elsewhere.status).toBe(200);
    // The failing address may still sign in to another account.
    expect((await attempt(t, 'user', '192.0.2.1', 'user')).status).toBe(200);
  });

  it('allows a fixed number of attempts per address, whatever the usernames', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(t, `someone${i}`, '192.0.2.7')).status).toBe(400);
    const limited = await attempt(t, 'user', '192.0.2.7', 'user');
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many login attempts, try again in \d+ s$/);
    expect((await attempt(t, 'user', '192.0.2.8', 'user')).status).toBe(200);
  });

  it('slows a username down after repeated failures from anywhere, doubling up to a ceiling', () => {
    const rules = {
      ...loadConfig({}).rateLimit,
      loginFailuresBeforeDelay: 5,
      loginDelayBaseMs: 250,
      loginDelayMaxMs: 10_000,
    };
    expect([0, 4, 5, 6, 7, 10, 11, 50].map((failures) => loginDelayMs(failures, rules))).toEqual([
      0, 0, 250, 500, 1000, 8000, 10_000, 10_000,
    ]);
  });

  it('waits before checking the password of a username under attack, and then still signs its owner in', async () => {
    const log: string[] = [];
    const slow = await app({
      config: { rateLimit: { loginFailuresBeforeDelay: 3, loginDelayBaseMs: 400, loginDelayMaxMs: 400 } },
      logger: loggerOptions('info', { write: (line) => void log.push(line) }),
    });
    const delays = () =>
      log.map((line) => JSON.parse(line) as { delayMs?: number }).flatMap((entry) => entry.delayMs ?? []);
    for (let i = 0; i < 3; i++) expect((await attempt(slow, 'user', `198.18.5.${i + 1}`)).status).toBe(400);
    expect(delays()).toEqual([]);
    const started = performance.now();
    const owner = await attempt(slow, 'user', '198.18.6.1', 'user');
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(delays()).toEqual([400]);
    // Other accounts are not slowed.
    expect((await attempt(slow, 'admin', '198.18.6.2', 'admin')).status).toBe(200);
    expect(delays()).toEqual([400]);
  });

  it('keeps an overall ceiling on login attempts, whatever the addresses', async () => {
    const capped = await app({ config: { rateLimit: { loginGlobal: 4 } } });
    for (let i = 0; i < 4; i++)
      expect((await attempt(capped, `x${i}`, `203.0.113.${i + 1}`)).status).toBe(400);
    const over = await attempt(capped, 'user', '203.0.113.99', 'user');
    expect(over.status).toBe(429);
    expect(over.res.headers['retry-after']).toBeDefined();
  });

  it('lets a username and address in again when the window ends', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(t, 'user', '192.0.2.30')).status).toBe(400);
    expect((await attempt(t, 'user', '192.0.2.30', 'user')).status).toBe(429);
    // Only the clock moves (the limiter's windows follow Date): timers and I/O run as usual.
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: Date.now() + 61_000 });
    try {
      expect((await attempt(t, 'user', '192.0.2.30', 'user')).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('pre-registration rate limit', () => {
  it('limits submissions per address', async () => {
    const t = await app();
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

describe('while the shared store cannot be reached', () => {
  it('lets logins through', async () => {
    const broken = await app({ config: { redisUrl: 'redis://127.0.0.1:1/0' } });
    expect((await attempt(broken, 'user', '192.0.2.200', 'user')).status).toBe(200);
  });

  it('still limits them, counting in this instance', async () => {
    const broken = await app({ config: { redisUrl: 'redis://127.0.0.1:1/0', rateLimit: { loginPerIp: 3 } } });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(broken, `fallback${i}`, '192.0.2.201')).status).toBe(400);
    }
    const refused = await attempt(broken, 'user', '192.0.2.201', 'user');
    expect(refused.status).toBe(429);
    expect(refused.res.headers['retry-after']).toBeDefined();
    // Another address has its own count.
    expect((await attempt(broken, 'user', '192.0.2.202', 'user')).status).toBe(200);
  });
});

// Runs against a real Redis: TEST_REDIS_URL's, or a throwaway one where redis-server is installed (CI installs it).
const givenRedisUrl = process.env.TEST_REDIS_URL;
if (!givenRedisUrl && !redisServerPath()) {
  console.info(
    'Skipped "limits shared through Redis": redis-server is not installed (apt-get install redis-server) and ' +
      'TEST_REDIS_URL is not set',
  );
}
let throwawayRedis: Awaited<ReturnType<typeof startRedis>>;
(givenRedisUrl || redisServerPath() ? describe : describe.skip)('limits shared through Redis', () => {
  let redisUrl: string;
  beforeAll(async () => {
    throwawayRedis = givenRedisUrl ? undefined : await startRedis();
    redisUrl = givenRedisUrl ?? throwawayRedis!.url;
  });

  it('counts attempts on every instance together', async () => {
    // A fresh window length per run keeps earlier runs' keys out of this one.
    const windowSeconds = 30 + (Date.now() % 20);
    const config = { redisUrl, rateLimit: { windowSeconds, loginPerIp: 4 } };
    const one = await app({ config });
    const two = await app({ config });
    const address = `198.19.${Date.now() % 250}.${process.pid % 250}`;
    for (let i = 0; i < 4; i++) {
      expect((await attempt(i % 2 ? one : two, `redis${i}`, address)).status).toBe(400);
    }
    expect((await attempt(one, 'user', address, 'user')).status).toBe(429);
    expect((await attempt(two, 'user', address, 'user')).status).toBe(429);
  });

  it('knows a browser on every instance, and counts its failures together', async () => {
    const config = { redisUrl, rateLimit: { loginFailuresPerUserAndIp: 2 } };
    const one = await app({ config });
    // The second instance shares the first one's database, as instances share PostgreSQL.
    const two = await app({ config, database: one.db });
    // A name of this run's own: the counters in a shared Redis outlive a run.
    const username = `redis.${Date.now() % 1e8}.${process.pid}`;
    const [demo] = await one.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'user'",
    );
    await createUserWithHash(one.db, { username, role: 'user' }, demo!.password_hash);
    const signedIn = await attempt(one, username, '198.18.40.1', 'user');
    const device = signedIn.res.cookies.find((cookie) => cookie.name === 'site-device')!;
    const withDevice = (t: TestApp, password: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username, password },
        remoteAddress: '198.18.40.2',
        cookies: { [device.name]: device.value },
      });
    // The browser the first instance made known is known to the second: it is signed with the key they share...
    expect((await withDevice(two, 'user')).status).toBe(200);
    // ...and its failures on either instance lock it out on both.
    expect((await withDevice(one, 'wrong')).status).toBe(400);
    expect((await withDevice(two, 'wrong')).status).toBe(400);
    expect((await withDevice(one, 'user')).status).toBe(429);
    expect((await withDevice(two, 'user')).status).toBe(429);
    await two.close();
    apps.splice(apps.indexOf(two), 1);
  });

  (redisServerPath() ? it : it.skip)(
    'answers logins promptly while Redis keeps its connection open without answering, counting in this instance',
    async () => {
      const hung = (await startRedis())!;
      const t = await buildTestApp({
        config: { redisUrl: hung.url, rateLimit: { ...limits, loginPerIp: 3 } },
      });
      // Stopped, not ended: the connection stays open and nothing answers on it.
      const answerAgain = () => process.kill(hung.pid!, 'SIGCONT');
      try {
        expect((await attempt(t, 'user', '192.0.2.210', 'user')).status).toBe(200);
        process.kill(hung.pid!, 'SIGSTOP');
        const started = Date.now();
        const unanswered = new Promise<'unanswered'>((resolve) =>
          setTimeout(() => resolve('unanswered'), 20_000).unref(),
        );
        const answer = await Promise.race([attempt(t, 'user', '192.0.2.211', 'user'), unanswered]);
        expect(answer === 'unanswered' ? answer : answer.status).toBe(200);
        // One count waits for the timeout; the rest fail at once and are counted here.
        expect(Date.now() - started).toBeLessThan(8_000);
        for (let i = 0; i < 2; i++) expect((await attempt(t, `hung${i}`, '192.0.2.211')).status).toBe(400);
        expect((await attempt(t, 'user', '192.0.2.211', 'user')).status).toBe(429);
      } finally {
        answerAgain();
        await t.close();
        await hung.stop();
      }
    },
    60_000,
  );
});

// Declared after the hook that closes the apps, so it runs after it (jest runs after-hooks in the order declared):
// they hold connections to it.
afterAll(async () => throwawayRedis?.stop());
