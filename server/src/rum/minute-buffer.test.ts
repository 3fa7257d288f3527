import { percentile } from './histogram.js';
import { type Count, DroppedBuffer, MinuteBuffer, minuteOf } from './minute-buffer.js';
import { summarize } from './health.js';

const AT = Date.UTC(2025, 5, 1, 12, 0, 30);
const count = (overrides: Partial<Count> = {}): Count => ({
  remote: 'player',
  version: 'p1',
  at: AT,
  pageViews: 1,
  errorViews: 0,
  loadFailures: 0,
  addresses: 1,
  errorAddresses: 0,
  visitors: 1,
  vitals: {},
  ...overrides,
});

describe('counting per remote version and minute', () => {
  it('adds what each batch let through, and the vitals into their histograms', () => {
    const buffer = new MinuteBuffer();
    buffer.add(count({ vitals: { lcp: 1000, inp: 80, cls: 0.01 } }));
    buffer.add(count({ pageViews: 0, errorViews: 1, addresses: 0, errorAddresses: 1, visitors: 0 }));
    buffer.add(count({ remote: 'legal', version: 'l1', loadFailures: 1 }));
    const [player, legal] = buffer.drain();
    expect(player).toMatchObject({
      remote: 'player',
      version: 'p1',
      minute: minuteOf(AT),
      pageViews: 1,
      errorViews: 1,
      addresses: 1,
      errorAddresses: 1,
      visitors: 1,
    });
    expect(percentile('lcp', player!.lcp)).not.toBeNull();
    expect(legal).toMatchObject({ remote: 'legal', version: 'l1', pageViews: 1, loadFailures: 1 });
    expect(percentile('lcp', legal!.lcp)).toBeNull();
    expect(buffer.size).toBe(0);
  });

  it('keeps minutes apart, and puts back what a failed write took out', () => {
    const buffer = new MinuteBuffer();
    buffer.add(count());
    buffer.add(count({ at: AT + 60_000 }));
    const taken = buffer.drain();
    expect(taken.map((item) => item.minute)).toEqual([minuteOf(AT), minuteOf(AT) + 60_000]);
    buffer.add(count());
    buffer.restore(taken);
    const again = buffer.drain().find((item) => item.minute === minuteOf(AT));
    expect(again).toMatchObject({ pageViews: 2, addresses: 2, visitors: 2 });
  });

  it('sums minutes into one health: rates over all page views and all addresses, p75 over all values', () => {
    const buffer = new MinuteBuffer();
    buffer.add(count({ vitals: { lcp: 1000 } }));
    buffer.add(count({ vitals: { lcp: 1100 }, addresses: 0 }));
    buffer.add(count({ at: AT + 60_000, vitals: { lcp: 5000 }, errorViews: 1, errorAddresses: 1 }));
    buffer.add(count({ at: AT + 60_000, vitals: { lcp: 6000 } }));
    const health = summarize('p1', buffer.drain());
    expect(health).toMatchObject({
      version: 'p1',
      pageViews: 4,
      errorRate: 0.25,
      addresses: 3,
      addressErrorRate: 1 / 3,
      visitors: 4,
      loadFailures: 0,
      inpP75: null,
    });
    expect(health.lcpP75).toBeGreaterThanOrEqual(5000);
  });

  it('never answers an address error rate over one, whatever minutes a span cuts', () => {
    const buffer = new MinuteBuffer();
    buffer.add(count({ pageViews: 0, addresses: 0, visitors: 0, errorViews: 1, errorAddresses: 1 }));
    expect(summarize('p1', buffer.drain()).addressErrorRate).toBe(0);
    buffer.add(count({ errorAddresses: 2 }));
    expect(summarize('p1', buffer.drain()).addressErrorRate).toBe(1);
  });
});

describe('counting dropped reports', () => {
  it('adds them per minute, remote and reason, and puts back what a failed write took out', () => {
    const dropped = new DroppedBuffer();
    dropped.add(AT, '', 'no-token', 20);
    dropped.add(AT + 10_000, '', 'no-token');
    dropped.add(AT, 'player', 'replayed');
    const taken = dropped.drain();
    expect(taken).toEqual([
      { minute: minuteOf(AT), remote: '', reason: 'no-token', reports: 21 },
      { minute: minuteOf(AT), remote: 'player', reason: 'replayed', reports: 1 },
    ]);
    dropped.add(AT, 'player', 'replayed');
    dropped.restore(taken);
    expect(dropped.drain()).toContainEqual({
      minute: minuteOf(AT),
      remote: 'player',
      reason: 'replayed',
      reports: 2,
    });
  });
});
