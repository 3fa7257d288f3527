import { SessionCache } from './session-cache.js';
import type { Session } from './sessions.js';

const now = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

function session(userId: number, tokenHash: string, expiresAt = later(3_600_000)): Session {
  return { tokenHash, userId, username: `u${userId}`, role: 'user', userRole: 'user', expiresAt } as Session;
}

function liveCache(ttlMs = 30_000): SessionCache {
  const cache = new SessionCache(ttlMs);
  cache.setLive(true);
  return cache;
}

describe('the session cache', () => {
  it('keeps a checked session for its time, and no longer', () => {
    const cache = liveCache();
    cache.store('a', session(1, 'a'), cache.begin(), now);
    expect(cache.get('a', later(29_999))?.userId).toBe(1);
    expect(cache.get('a', later(30_000))).toBeUndefined();
  });

  it('does not keep a session past its expiry', () => {
    const cache = liveCache();
    cache.store('a', session(1, 'a', later(1000)), cache.begin(), now);
    expect(cache.get('a', later(1000))).toBeUndefined();
  });

  it('drops a session when it is announced, and every session of an account when the account is', () => {
    const cache = liveCache();
    cache.store('a', session(1, 'a'), cache.begin(), now);
    cache.store('b', session(1, 'b'), cache.begin(), now);
    cache.store('c', session(2, 'c'), cache.begin(), now);
    cache.forget('session:a');
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeDefined();
    cache.forget('user:1');
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('c', now)?.userId).toBe(2);
    cache.forget('something else');
    expect(cache.get('c', now)).toBeUndefined();
  });

  it('does not keep what a lookup read before a change it overlapped', () => {
    const cache = liveCache();
    const generation = cache.begin();
    cache.forget('session:a');
    cache.store('a', session(1, 'a'), generation, now);
    expect(cache.get('a', now)).toBeUndefined();
  });

  it('keeps nothing while changes cannot be heard, and starts empty when they can again', () => {
    const cache = new SessionCache(30_000);
    cache.store('a', session(1, 'a'), cache.begin(), now);
    expect(cache.get('a', now)).toBeUndefined();
    cache.setLive(true);
    cache.store('a', session(1, 'a'), cache.begin(), now);
    cache.setLive(false);
    cache.setLive(true);
    expect(cache.get('a', now)).toBeUndefined();
  });

  it('keeps nothing when its time is 0', () => {
    const cache = liveCache(0);
    cache.store('a', session(1, 'a'), cache.begin(), now);
    expect(cache.get('a', now)).toBeUndefined();
  });
});
