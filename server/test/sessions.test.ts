import { createHash } from 'node:crypto';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { type TestApp, buildTestApp, freshDatabase, testClock } from './helpers/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const info = (t: TestApp, authorization: string) =>
  t.call({ method: 'POST', url: '/api/user/info', headers: { authorization } });

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function lastSeen(t: TestApp, token: string): Promise<number> {
  const rows = await t.db.query<{ last_seen_at: Date }>(
    'SELECT last_seen_at FROM sessions WHERE token_hash = $1',
    [tokenHash(token)],
  );
  return rows[0]!.last_seen_at.getTime();
}

describe('idle timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => t?.close(), 60_000);

  it('is 2 hours unless SESSION_IDLE_SECONDS says otherwise', () => {
    expect(t.config.sessionIdleSeconds).toBe(7200);
    expect(loadConfig({ SESSION_IDLE_SECONDS: '900' }).sessionIdleSeconds).toBe(900);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '60' })).toThrow(
      'SESSION_IDLE_SECONDS must be at least 300 (activity is recorded once a minute), got "60"',
    );
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: 'soon' })).toThrow(
      'SESSION_IDLE_SECONDS must be a positive integer, got "soon"',
    );
  });

  it('refuses a session unused for longer than the idle timeout as not logged in', async () => {
    const { authorization } = await t.login('user', 'user');
    t.clock.advance(2 * HOUR - MINUTE);
    expect((await info(t, authorization)).status).toBe(200);
    t.clock.advance(2 * HOUR - MINUTE);
    expect((await info(t, authorization)).status).toBe(200);
    t.clock.advance(2 * HOUR + MINUTE);
    const idle = await info(t, authorization);
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ code: 50008, msg: 'Not logged in', data: null });
  });

  it('records activity at most once a minute, not at every request', async () => {
    const { authorization, token } = await t.login('user', 'user');
    const start = t.clock();
    expect(await lastSeen(t, token)).toBe(start);
    t.clock.advance(30_000);
    await info(t, authorization);
    expect(await lastSeen(t, token)).toBe(start);
    t.clock.advance(30_000);
    await info(t, authorization);
    expect(await lastSeen(t, token)).toBe(start + MINUTE);
  });

  it('still ends an active session at its 7-day limit', async () => {
    const { authorization } = await t.login('user', 'user');
    for (let hours = 1; hours < 7 * 24; hours++) {
      t.clock.advance(HOUR);
      expect((await info(t, authorization)).status).toBe(200);
    }
    t.clock.advance(HOUR);
    expect((await info(t, authorization)).status).toBe(401);
  });
});

describe('purge of ended sessions', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
  }, 60_000);
  afterAll(async () => drop?.(), 60_000);

  it('deletes revoked, expired and idle sessions when the server starts, and keeps live ones', async () => {
    const clock = testClock();
    // One-hour sessions that end after 30 idle minutes.
    const config = { sessionTtlSeconds: 3600, sessionIdleSeconds: 1800 };
    const first = await buildTestApp({ database: db, clock, config });
    let live: string;
    try {
      const revoked = await first.login('user', 'user');
      await first.call({
        method: 'POST',
        url: '/api/user/logout',
        headers: { authorization: revoked.authorization },
      });
      const expired = await first.login('user', 'user');
      clock.advance(25 * MINUTE);
      const idle = await first.login('admin', 'admin');
      expect((await info(first, expired.authorization)).status).toBe(200);
      clock.advance(25 * MINUTE);
      expect((await info(first, expired.authorization)).status).toBe(200);
      live = (await first.login('admin', 'admin')).token;
      clock.advance(11 * MINUTE);
      // Past the hour of "expired" (last seen 11 minutes ago), 36 minutes after "idle" was last seen.
      expect((await info(first, expired.authorization)).status).toBe(401);
      expect((await info(first, idle.authorization)).status).toBe(401);
      expect(await db.query('SELECT 1 FROM sessions')).toHaveLength(4);
    } finally {
      await first.close();
    }

    const second = await buildTestApp({ database: db, clock, config });
    try {
      const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
      expect(rows.map((row) => row.token_hash)).toEqual([tokenHash(live)]);
      expect((await info(second, `Bearer ${live}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
