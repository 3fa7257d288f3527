import { ShortLived } from './short-lived.js';

function clockAt(start: number) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, { advance: (ms: number) => (now += ms) });
}

describe('short-lived answers', () => {
  it('load once for their time, then again', async () => {
    const clock = clockAt(1000);
    const cache = new ShortLived<number>(5000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(4999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('share one load between concurrent misses of a key, and keep keys apart', async () => {
    const cache = new ShortLived<string>(5000, clockAt(0));
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    const answers = await Promise.all([
      cache.get('a', load('x')),
      cache.get('a', load('y')),
      cache.get('b', load('z')),
    ]);
    expect(answers).toEqual(['x', 'x', 'z']);
    expect(loads).toBe(2);
  });

  it('forget everything at clear(), and do not keep a load that a clear() overtook', async () => {
    const cache = new ShortLived<number>(5000, clockAt(0));
    let loads = 0;
    const slow = async () => {
      const mine = ++loads;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return mine;
    };
    const first = cache.get('a', slow);
    cache.clear();
    expect(await first).toBe(1);
    expect(await cache.get('a', slow)).toBe(2);
    cache.clear();
    expect(await cache.get('a', slow)).toBe(3);
  });

  it('keep nothing when their time is 0', async () => {
    const cache = new ShortLived<number>(0, clockAt(0));
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
