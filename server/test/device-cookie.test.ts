import type { LightMyRequestResponse } from 'fastify';
import { createUserWithHash } from '../src/auth/users.js';
import { type RateLimitConfig, loadConfig } from '../src/config.js';
import { loggerOptions } from '../src/lib/logger.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// A browser that has signed in to an account before is a known device of it (OWASP's device cookies): its owner
// signs in past the server's ceiling and past a busy address, its failures lock out that browser only, and the
// username's delays still apply to it.

const LIMITS: RateLimitConfig = {
  ...loadConfig({}).rateLimit,
  loginPerIp: 4,
  loginFailuresPerUserAndIp: 3,
  loginFailuresBeforeDelay: 3,
  loginDelayBaseMs: 300,
  loginDelayMaxMs: 300,
};

interface Cookie {
  name: string;
  value: string;
}
interface Credentials {
  username: string;
  password: string;
}

const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name.endsWith('site-device'));

function login(t: TestApp, remoteAddress: string, credentials: Credentials, device?: Cookie) {
  return t.call({
    method: 'POST',
    url: '/api/user/login',
    payload: credentials,
    remoteAddress,
    cookies: device ? { [device.name]: device.value } : {},
  });
}

/** Signs in once from a browser, which keeps the device cookie the answer sets. */
async function knownDevice(t: TestApp, credentials: Credentials, remoteAddress: string): Promise<Cookie> {
  const answer = await login(t, remoteAddress, credentials);
  expect(answer.status).toBe(200);
  const cookie = deviceCookie(answer.res);
  if (!cookie) throw new Error('no device cookie');
  return cookie;
}

/** A staff account of a test's own (the demo user's password), so that no test spends another's allowances. */
async function staff(t: TestApp, username: string): Promise<Credentials> {
  const [demo] = await t.db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE username = 'user'",
  );
  await createUserWithHash(t.db, { username, role: 'user' }, demo!.password_hash);
  return { username, password: 'user' };
}
const wrong = (who: Credentials): Credentials => ({ username: who.username, password: 'a guess' });

describe('a known device, while the server’s ceiling is spent', () => {
  let t: TestApp;
  let admin: Credentials;
  let other: Credentials;
  let adminDevice: Cookie;
  let otherDevice: Cookie;
  beforeAll(async () => {
    // A small ceiling, so that filling it costs few password hashes.
    t = await buildTestApp({ config: { rateLimit: { ...LIMITS, loginGlobal: 6 } } });
    admin = await staff(t, 'ceiling.admin');
    other = await staff(t, 'ceiling.other');
    adminDevice = await knownDevice(t, admin, '192.0.2.1');
    otherDevice = await knownDevice(t, other, '192.0.2.2');
    // Wrong passwords for made-up names from many addresses, until nobody unknown gets in.
    let last;
    for (let i = 0; i < 6; i++) {
      last = await login(t, `198.51.100.${i + 1}`, { username: `nobody${i}`, password: 'a guess' });
    }
    expect(last?.status).toBe(429);
  }, 300_000);
  afterAll(async () => t?.close(), 60_000);

  it('refuses every browser that is not known, the owner’s new ones included', async () => {
    expect((await login(t, '192.0.2.10', admin)).status).toBe(429);
  });

  it('signs its owner in from a fresh address, and from an address whose own allowance is spent', async () => {
    const fresh = await login(t, '192.0.2.11', admin, adminDevice);
    expect(fresh.status).toBe(200);
    // The browser stays the same device: the same nonce, a fresh expiry.
    expect(deviceCookie(fresh.res)!.value.split('.')[0]).toBe(adminDevice.value.split('.')[0]);

    for (let i = 0; i < LIMITS.loginPerIp; i++) await login(t, '192.0.2.12', { username: '', password: '' });
    expect((await login(t, '192.0.2.12', admin)).status).toBe(429);
    expect((await login(t, '192.0.2.12', admin, adminDevice)).status).toBe(200);
  });

  it('proves nothing when forged, altered, unsigned, another user’s or expired', async () => {
    const [nonce, expiry, username, signature] = adminDevice.value.split('.');
    const forged: Cookie[] = [
      // A signature of the sender's making.
      { name: adminDevice.name, value: `${nonce}.${expiry}.${username}.${'A'.repeat(43)}` },
      // A later expiry under the old signature.
      { name: adminDevice.name, value: `${nonce}.${Number(expiry) + 1}.${username}.${signature}` },
      { name: adminDevice.name, value: `${nonce}.${expiry}.${username}` },
      // Another account's own device, for the admin's name.
      otherDevice,
    ];
    for (const cookie of forged) expect((await login(t, '192.0.2.20', admin, cookie)).status).toBe(429);

    // 31 days on, the admin's own cookie has expired.
    t.clock.advance(31 * 24 * 3600_000);
    try {
      expect((await login(t, '192.0.2.21', admin, adminDevice)).status).toBe(429);
    } finally {
      t.clock.advance(-31 * 24 * 3600_000);
    }
  });
});

describe('known devices', () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      config: { rateLimit: LIMITS },
      logger: loggerOptions('info', { write: (line) => void log.push(line) }),
    });
  }, 300_000);
  afterAll(async () => t?.close(), 60_000);

  it('are made by a successful login only, with a signed cookie out of scripts’ reach, sent to the login alone', async () => {
    const who = await staff(t, 'cookie.owner');
    expect(deviceCookie((await login(t, '192.0.2.30', wrong(who))).res)).toBeUndefined();
    const cookie = deviceCookie((await login(t, '192.0.2.30', who)).res);
    expect(cookie).toMatchObject({
      name: 'site-device',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/user/login',
      maxAge: 30 * 24 * 3600,
    });
    // "<nonce>.<expiry>.<username>.<signature>": it names the account, and nothing else about it.
    expect(cookie!.value).toMatch(/^[\w-]{22}\.\d+\.cookie\.owner\.[\w+/]{43}$/);
  });

  it('count another account’s device against the address it comes from', async () => {
    const owner = await staff(t, 'address.owner');
    const target = await staff(t, 'address.target');
    const device = await knownDevice(t, owner, '192.0.2.39');
    for (let i = 0; i < LIMITS.loginPerIp; i++) {
      expect((await login(t, '192.0.2.40', { username: '', password: '' })).status).toBe(400);
    }
    // The owner's device proves nothing about the target's name: the attempt is the spent address's.
    expect((await login(t, '192.0.2.40', target, device)).status).toBe(429);
    // The owner's own logins from that browser are the owner's, not the address's.
    expect((await login(t, '192.0.2.40', owner, device)).status).toBe(200);
  });

  it('lock out the browser that keeps failing, not its owner’s other browsers nor its address', async () => {
    const who = await staff(t, 'lockout.owner');
    const stolen = await knownDevice(t, who, '192.0.2.50');
    const laptop = await knownDevice(t, who, '192.0.2.51');
    for (let i = 0; i < LIMITS.loginFailuresPerUserAndIp; i++) {
      expect((await login(t, '192.0.2.52', wrong(who), stolen)).status).toBe(400);
    }
    const locked = await login(t, '192.0.2.52', who, stolen);
    expect(locked.status).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    // A locked-out device spends nothing more of its owner's allowance.
    expect((await login(t, '192.0.2.52', who, stolen)).status).toBe(429);
    expect((await login(t, '192.0.2.53', who, laptop)).status).toBe(200);
    // Its failures were the device's, not the address's.
    expect((await login(t, '192.0.2.52', who)).status).toBe(200);
  });

  it('of one account share an allowance of their own, so no account can cause hashing without bound', async () => {
    const who = await staff(t, 'allowance.owner');
    const first = await knownDevice(t, who, '192.0.2.60');
    const second = await knownDevice(t, who, '192.0.2.61');
    const devices = [first, second];
    for (let i = 0; i < LIMITS.loginPerIp; i++) {
      expect((await login(t, `192.0.2.${62 + i}`, who, devices[i % 2])).status).toBe(200);
    }
    expect((await login(t, '192.0.2.70', who, first)).status).toBe(429);
    expect((await login(t, '192.0.2.71', who, second)).status).toBe(429);
    // Other accounts' devices are not held back by it.
    const else_ = await staff(t, 'allowance.other');
    expect((await login(t, '192.0.2.72', else_, await knownDevice(t, else_, '192.0.2.72'))).status).toBe(200);
  });

  it('still wait out the username’s delay after failures from elsewhere', async () => {
    const who = await staff(t, 'delay.owner');
    const device = await knownDevice(t, who, '192.0.2.80');
    const delays = () =>
      log.map((line) => JSON.parse(line) as { delayMs?: number }).flatMap((entry) => entry.delayMs ?? []);
    const before = delays().length;
    for (let i = 0; i < LIMITS.loginFailuresBeforeDelay; i++) {
      expect((await login(t, `198.18.5.${i + 1}`, wrong(who))).status).toBe(400);
    }
    expect(delays()).toHaveLength(before);
    const started = performance.now();
    expect((await login(t, '192.0.2.81', who, device)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(delays().slice(before)).toEqual([300]);
  });
});
