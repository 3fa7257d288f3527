import type { RumReport } from '@site/contracts/api/rum';
import { percentile } from './histogram.js';
import { MinuteBuffer, minuteOf } from './minute-buffer.js';
import { summarize } from './health.js';

const AT = Date.UTC(2025, 5, 1, 12, 0, 30);
const report = (overrides: Partial<RumReport> = {}): RumReport => ({
  page: '/home',
  remote: 'player',
  versions: { player: 'p1', legal: 'l1' },
  errors: [],
  ...overrides,
});

describe('counting reports per remote version and minute', () => {
  it('counts a page view for every version the page used, the vitals for its own remote only', () => {
    const buffer = new MinuteBuffer();
    buffer.add({ reports: [report({ lcp: 1000, inp: 80, cls: 0.01 })] }, AT);
    const [player, legal] = buffer.drain();
    expect(player).toMatchObject({ remote: 'player', version: 'p1', minute: minuteOf(AT), pageViews: 1 });
    expect(percentile('lcp', player!.lcp)).not.toBeNull();
    expect(legal).toMatchObject({ remote: 'legal', version: 'l1', pageViews: 1 });
    expect(percentile('lcp', legal!.lcp)).toBeNull();
    expect(buffer.size).toBe(0);
  });

  it('counts a page view with errors once as an error view, and each load failure apart', () => {
    const buffer = new MinuteBuffer();
    buffer.add(
      {
        reports: [
          report({
            errors: [
              { remote: 'player', kind: 'boundary' },
              { remote: 'player', kind: 'uncaught' },
            ],
          }),
          report({
            errors: [
              { remote: 'legal', kind: 'load-failure' },
              { remote: 'legal', kind: 'load-failure' },
            ],
          }),
          report(),
        ],
      },
      AT,
    );
    const byRemote = Object.fromEntries(buffer.drain().map((item) => [item.remote, item]));
    expect(byRemote.player).toMatchObject({ pageViews: 3, errorViews: 1, loadFailures: 0 });
    expect(byRemote.legal).toMatchObject({ pageViews: 3, errorViews: 0, loadFailures: 2 });
    expect(summarize('p1', [byRemote.player!]).errorRate).toBeCloseTo(1 / 3);
  });

  it('keeps minutes apart, and puts back what a failed write took out', () => {
    const buffer = new MinuteBuffer();
    buffer.add({ reports: [report()] }, AT);
    buffer.add({ reports: [report()] }, AT + 60_000);
    const taken = buffer.drain();
    expect(taken.filter((item) => item.remote === 'player').map((item) => item.minute)).toEqual([
      minuteOf(AT),
      minuteOf(AT) + 60_000,
    ]);
    buffer.add({ reports: [report()] }, AT);
    buffer.restore(taken);
    const again = buffer.drain().find((item) => item.remote === 'player' && item.minute === minuteOf(AT));
    expect(again?.pageViews).toBe(2);
  });

  it('sums minutes into one health: rate over all page views, p75 over all values', () => {
    const buffer = new MinuteBuffer();
    buffer.add({ reports: [report({ lcp: 1000 }), report({ lcp: 1100 })] }, AT);
    buffer.add(
      {
        reports: [
          report({ lcp: 5000, errors: [{ remote: 'player', kind: 'uncaught' }] }),
          report({ lcp: 6000 }),
        ],
      },
      AT + 60_000,
    );
    const minutes = buffer.drain().filter((item) => item.remote === 'player');
    const health = summarize('p1', minutes);
    expect(health).toMatchObject({
      version: 'p1',
      pageViews: 4,
      errorRate: 0.25,
      loadFailures: 0,
      inpP75: null,
    });
    expect(health.lcpP75).toBeGreaterThanOrEqual(5000);
  });
});
