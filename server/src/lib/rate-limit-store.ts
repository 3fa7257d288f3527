import { Redis } from 'ioredis';
import type { Clock } from './clock.js';

export interface HitResult {
  /** Hits on the key in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/** Fixed-window counters, in this process or shared through Redis by every instance behind a load balancer. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<HitResult>;
  close(): Promise<void>;
}

export function createMemoryStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock();
  return {
    async hit(key, windowMs) {
      const now = clock();
      // Drop ended windows now and then, so keys from many addresses do not pile up.
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and the expiry in one round trip and atomically, so concurrent instances count each hit once.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export async function createRedisStore(url: string, prefix = 'site:rl:'): Promise<RateLimitStore> {
  // No offline queue: while Redis is unreachable a hit fails at once instead of holding the request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  await redis.connect();
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetMs: ttl };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
