import { randomBytes, scryptSync } from 'node:crypto';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../src/auth/password.js';
import { upsertUser } from '../src/auth/users.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// The hashing itself is tested at the production cost, which the other suites trade for a cheaper one.
process.env.PASSWORD_HASH_COST = 'production';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const CURRENT_COST = /^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/;

/** A hash as the server wrote them before the cost was raised: scrypt N=2^15, r=8, p=1. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 << 20 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function storedHash(username: string): Promise<string> {
  const rows = await t.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0]!.password_hash;
}

const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/user/login', payload: { username, password } });

describe('password hashes', () => {
  it('hashes with scrypt at the OWASP minimum, N=2^17, r=8, p=1', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(CURRENT_COST);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passwore', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies hashes of the old cost, and marks them for an upgrade', async () => {
    const old = legacyHash('an old password');
    expect(await verifyPassword('an old password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('scrypt$131072$4$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });

  it('compares unknown usernames against a hash of the current cost, so timing does not tell them apart', () => {
    expect(dummyHash()).toMatch(CURRENT_COST);
    expect(needsRehash(dummyHash())).toBe(false);
  });

  it('hashes cheaper only under a test runner that asks for it, never in a server started otherwise', async () => {
    const nodeEnv = process.env.NODE_ENV;
    try {
      process.env.PASSWORD_HASH_COST = 'test';
      expect(await hashPassword('a long enough password')).toMatch(/^scrypt\$8192\$8\$1\$/);
      process.env.NODE_ENV = 'production';
      expect(await hashPassword('a long enough password')).toMatch(CURRENT_COST);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      process.env.PASSWORD_HASH_COST = 'production';
    }
  });

  it('upgrades an old hash at the next successful login, and only then', async () => {
    await upsertUser(t.db, { username: 'veteran', password: 'unused', role: 'user' });
    const old = legacyHash('an old password');
    await t.db.query("UPDATE users SET password_hash = $1 WHERE username = 'veteran'", [old]);

    expect((await login('veteran', 'not the password')).body.msg).toBe('Wrong username or password');
    expect(await storedHash('veteran')).toBe(old);

    expect((await login('veteran', 'an old password')).body.code).toBe(0);
    const upgraded = await storedHash('veteran');
    expect(upgraded).toMatch(CURRENT_COST);
    expect(await verifyPassword('an old password', upgraded)).toBe(true);

    // A current hash is left as it is.
    expect((await login('Veteran', 'an old password')).body.code).toBe(0);
    expect(await storedHash('veteran')).toBe(upgraded);
  });

  it('stores a changed password at the current cost', async () => {
    await upsertUser(t.db, { username: 'changer', password: 'first password 1', role: 'user' });
    const { authorization } = await t.login('changer', 'first password 1');
    const { body } = await t.call({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization },
      payload: { oldPassword: 'first password 1', newPassword: 'second password 2' },
    });
    expect(body.code).toBe(0);
    expect(await storedHash('changer')).toMatch(CURRENT_COST);
  });
});

describe('password rules of POST /api/user/password', () => {
  let authorization: string;
  beforeAll(async () => {
    await upsertUser(t.db, { username: 'rules', password: 'the current one', role: 'user' });
    ({ authorization } = await t.login('rules', 'the current one'));
  });
  const change = (newPassword: string, acceptLanguage = 'en-US') =>
    t.call({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization, 'accept-language': acceptLanguage },
      payload: { oldPassword: 'the current one', newPassword },
    });

  it('refuses fewer than 10 characters, naming the field and the rule', async () => {
    for (const short of ['short', 'nine char']) {
      const { status, body } = await change(short);
      expect(status).toBe(400);
      expect(body.msg).toBe('body.newPassword must NOT have fewer than 10 characters');
    }
  });

  it.each(['1234567890', 'qwertyuiop', 'PASSWORD123', 'Basketball'])(
    'refuses the common password %s, whatever its case',
    async (common) => {
      const { status, body } = await change(common);
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 40000,
        msg: 'body.newPassword is on a list of commonly used passwords: choose one that is harder to guess',
        data: null,
      });
      expect((await login('rules', 'the current one')).body.code).toBe(0);
    },
  );

  it('accepts 10 characters that are not a common password', async () => {
    const { body } = await change('tsuki-2026');
    expect(body.code).toBe(0);
    expect((await login('rules', 'tsuki-2026')).body.code).toBe(0);
  });
});
