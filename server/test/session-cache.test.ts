import { createHash } from 'node:crypto';
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { type TestApp, buildTestApp, freshDatabase } from './helpers/test-app.js';

// Each instance keeps the sessions it has checked for a few seconds (SESSION_CACHE_SECONDS); these tests hold it to
// its promise: a change is seen by the next request, whoever made it.

const info = (t: TestApp, authorization: string) =>
  t.call({ method: 'POST', url: '/api/user/info', headers: { authorization } });

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The first answer that `done` accepts, asking for up to 2 s: a change made elsewhere (another instance, a tool) is
 * heard by NOTIFY, within milliseconds on PostgreSQL; the embedded database's is heard before the change returns.
 */
async function infoSoon(
  t: TestApp,
  authorization: string,
  done: (answer: Answer) => boolean,
): Promise<Answer> {
  const until = Date.now() + 2000;
  for (;;) {
    const answer = await info(t, authorization);
    if (done(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type Answer = Awaited<ReturnType<typeof info>>;

const refusedSoon = async (t: TestApp, authorization: string) =>
  (await infoSoon(t, authorization, (answer) => answer.status !== 200)).status;

describe('a kept session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => t?.close(), 60_000);

  it('is kept by default, for less than the minute at which use is recorded', () => {
    expect(t.config.sessionCacheSeconds).toBeGreaterThan(0);
    expect(t.config.sessionCacheSeconds).toBeLessThan(60);
  });

  it('ends at the logout, at the very next request', async () => {
    const { authorization } = await t.login('user', 'user');
    expect((await info(t, authorization)).status).toBe(200);
    await t.call({ method: 'POST', url: '/api/user/logout', headers: { authorization } });
    expect((await info(t, authorization)).status).toBe(401);
  });

  it('ends when the database revokes it behind the server, as a command-line tool would', async () => {
    const { authorization, token } = await t.login('user', 'user');
    expect((await info(t, authorization)).status).toBe(200);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashOf(token)]);
    expect(await refusedSoon(t, authorization)).toBe(401);
  });

  it('shows an account changed behind the server at the next request', async () => {
    const { authorization } = await t.login('admin', 'admin');
    expect((await info(t, authorization)).body.data.role).toBe('admin');
    await t.db.query("UPDATE users SET name = 'Renamed', role = 'user' WHERE username = 'admin'");
    try {
      const { body } = await infoSoon(t, authorization, (answer) => answer.body.data?.name === 'Renamed');
      expect(body.data).toMatchObject({ name: 'Renamed', role: 'user' });
    } finally {
      await t.db.query("UPDATE users SET role = 'admin' WHERE username = 'admin'");
    }
  });

  it('acts in the role switched to at the next request', async () => {
    const { authorization } = await t.login('admin', 'admin');
    expect((await info(t, authorization)).body.data.role).toBe('admin');
    await t.call({
      method: 'POST',
      url: '/api/user/switch-role',
      headers: { authorization },
      payload: { role: 'user' },
    });
    expect((await info(t, authorization)).body.data.role).toBe('user');
  });

  it('is not kept when SESSION_CACHE_SECONDS is 0', async () => {
    const off = await buildTestApp({ env: { SESSION_CACHE_SECONDS: '0' }, database: t.db });
    try {
      expect(off.config.sessionCacheSeconds).toBe(0);
      const { authorization } = await off.login('user', 'user');
      expect((await info(off, authorization)).status).toBe(200);
    } finally {
      await off.app.close();
    }
  });

  it('refuses a setting it cannot honour', async () => {
    await expect(buildTestApp({ env: { SESSION_CACHE_SECONDS: '120' } })).rejects.toThrow(
      /SESSION_CACHE_SECONDS must be a whole number from 0 \(off\) to 55/,
    );
  });
});

// Two instances on one PostgreSQL, each with its own pool and its own listening connection, as in production.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  let second: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    one = await buildTestApp({ database: fresh.db });
    second = await openPostgres(fresh.url!);
    two = await buildTestApp({ database: second });
  }, 60_000);
  afterAll(async () => {
    await two?.app.close();
    await one?.app.close();
    await second?.close();
    await drop?.();
  }, 60_000);

  it('a logout on one ends the session the other keeps', async () => {
    const { authorization } = await one.login('user', 'user');
    expect((await info(two, authorization)).status).toBe(200);
    await one.call({ method: 'POST', url: '/api/user/logout', headers: { authorization } });
    expect(await refusedSoon(two, authorization)).toBe(401);
  });

  it('a password change on one ends the other sessions the other keeps', async () => {
    const first = await one.login('user', 'user');
    const other = await one.login('user', 'user');
    expect((await info(two, other.authorization)).status).toBe(200);
    const changed = await one.call({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization: first.authorization },
      payload: { oldPassword: 'user', newPassword: 'a-new-pass-phrase-42' },
    });
    expect(changed.body.code).toBe(0);
    try {
      expect(await refusedSoon(two, other.authorization)).toBe(401);
      expect((await info(two, first.authorization)).status).toBe(200);
    } finally {
      await one.call({
        method: 'POST',
        url: '/api/user/password',
        headers: { authorization: first.authorization },
        payload: { oldPassword: 'a-new-pass-phrase-42', newPassword: 'user' },
      });
    }
  });
});
