import { PublicNoticeCache } from './public-cache.js';

describe('PublicNoticeCache.freshUntil', () => {
  it('ends what is made from the notices when the entry it may have read ends, not a whole TTL later', () => {
    let now = 10_000;
    const cache = new PublicNoticeCache<string>(2_000, () => now);
    cache.set('list:*:1:10', 'the list as read at 10 s', undefined);
    now += 1_500;
    // A page rendered now from that entry shows the list as it was at 10 s: right until 12 s at the latest.
    expect(cache.freshUntil()).toBe(12_000);
    now += 1_000;
    // The entry has ended; what is read now comes from the database.
    expect(cache.freshUntil()).toBe(14_500);
  });

  it('ends it no later than the next scheduled notice, nor than the TTL', () => {
    let now = 0;
    const cache = new PublicNoticeCache<string>(2_000, () => now);
    expect(cache.freshUntil()).toBe(2_000);
    cache.set('list:*:1:10', 'list', 500);
    expect(cache.freshUntil()).toBe(500);
    now = 600;
    expect(cache.freshUntil()).toBe(2_600);
  });
});
