import { VITAL_BOUNDS, addInto, bucketOf, emptyHistogram, percentile } from './histogram.js';

const histogramOf = (vital: 'lcp' | 'inp' | 'cls', values: number[]) => {
  const histogram = emptyHistogram(vital);
  for (const value of values) histogram[bucketOf(vital, value)]! += 1;
  return histogram;
};

describe('vital histograms', () => {
  it('puts a value on a bound into the bucket above it, and huge values into the last', () => {
    expect(bucketOf('lcp', 0)).toBe(0);
    expect(bucketOf('lcp', 99.9)).toBe(0);
    expect(bucketOf('lcp', 100)).toBe(1);
    expect(bucketOf('lcp', 2499)).toBe(VITAL_BOUNDS.lcp.indexOf(2500));
    expect(bucketOf('lcp', 2500)).toBe(VITAL_BOUNDS.lcp.indexOf(2500) + 1);
    expect(bucketOf('lcp', 600_000)).toBe(VITAL_BOUNDS.lcp.length);
    expect(bucketOf('cls', 0.1)).toBe(VITAL_BOUNDS.cls.indexOf(0.1) + 1);
  });

  it('has no p75 without values', () => {
    expect(percentile('inp', emptyHistogram('inp'))).toBeNull();
  });

  it('reads the p75 within the bucket that holds the 75 % point', () => {
    // 100 values, 1..100 ms: the p75 is about 75 ms, in the bucket 75..100.
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    const p75 = percentile('inp', histogramOf('inp', values))!;
    expect(p75).toBeGreaterThanOrEqual(75);
    expect(p75).toBeLessThan(100);
  });

  it('keeps the p75 on the right side of the thresholds', () => {
    // Three good pages and one poor: the p75 is still good (under 2.5 s).
    expect(percentile('lcp', histogramOf('lcp', [1200, 1300, 2400, 9000]))).toBeLessThan(2500);
    // Two good and two poor: at or above 2.5 s.
    expect(percentile('lcp', histogramOf('lcp', [1200, 1300, 2600, 9000]))).toBeGreaterThanOrEqual(2500);
    expect(percentile('cls', histogramOf('cls', [0, 0, 0, 0.3]))).toBeLessThan(0.1);
  });

  it('answers the lower bound of the open last bucket: at least that much', () => {
    expect(percentile('inp', histogramOf('inp', [20_000, 30_000]))).toBe(10_000);
  });

  it('gives the same p75 for minutes added together as for all their values at once', () => {
    const first = [800, 900, 1500, 2600];
    const second = [3000, 3100, 700, 5200, 1100];
    const summed = addInto(histogramOf('lcp', first), histogramOf('lcp', second));
    expect(summed).toEqual(histogramOf('lcp', [...first, ...second]));
    expect(percentile('lcp', summed)).toBe(percentile('lcp', histogramOf('lcp', [...second, ...first])));
  });
});
