import { createMemoryStore, createRedisStore } from '../src/lib/rate-limit-store.js';
import { testClock } from './helpers/test-app.js';

describe('memory rate-limit store', () => {
  it('counts hits per key in a fixed window', async () => {
    const clock = testClock(1_000_000);
    const store = createMemoryStore(clock);
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    clock.advance(400);
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetMs: 600 });
    expect(await store.hit('b', 1000)).toEqual({ count: 1, resetMs: 1000 });
    clock.advance(600);
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
  });
});

// Runs against a real Redis only when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379/15).
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('redis rate-limit store', () => {
  it('counts hits atomically across clients and expires the window', async () => {
    const prefix = `test:${Date.now()}:`;
    const one = await createRedisStore(redisUrl!, prefix);
    const two = await createRedisStore(redisUrl!, prefix);
    try {
      const results = await Promise.all([...Array(10)].map((_, i) => (i % 2 ? one : two).hit('k', 500)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(Math.max(...results.map((r) => r.resetMs))).toBeLessThanOrEqual(500);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await one.hit('k', 500)).count).toBe(1);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
