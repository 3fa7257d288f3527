import type { LiveRemote } from '@site/contracts/api/remotes';
import { createPageAddresses, pageAddress } from './page-address.js';

const remotes = (version: string): LiveRemote[] => [
  { name: 'player', version, entry: '/e.js', manifest: '/m.json', routes: ['/home', '/home/notice/:id'] },
];

describe('page addresses kept per list of live remotes', () => {
  it('answers as pageAddress does, with the query of each request', () => {
    const addressOf = createPageAddresses();
    const live = remotes('1');
    for (const url of ['/HOME/?a=1', '/home/notice/7', '/nothing?x', '/', '/home?']) {
      expect(addressOf(live, url)).toEqual(pageAddress(live, url));
      expect(addressOf(live, url)).toEqual(pageAddress(live, url));
    }
  });

  it('matches a path once for a list, and again for another list (a release changed)', () => {
    const addressOf = createPageAddresses();
    const live = remotes('1');
    const first = addressOf(live, '/home');
    expect(addressOf(live, '/home')).toBe(first);
    const released = remotes('2');
    const after = addressOf(released, '/home');
    expect(after).not.toBe(first);
    expect(after.remote?.version).toBe('2');
  });
});
