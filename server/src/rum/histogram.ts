/**
 * The vitals are kept as counts per bucket, not as values: counts add up across minutes and instances, so the p75 of
 * any span is read from the sum of its minutes' histograms. The bounds put the published thresholds (LCP 2.5 s and
 * 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25) on bucket edges, so a p75 is on the right side of each.
 */
export const VITAL_BOUNDS = {
  // Milliseconds; the last bucket holds everything above the last bound.
  lcp: [
    100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2500, 2800, 3200, 3600, 4000,
    5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
  ],
  inp: [
    16, 32, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000,
    10_000,
  ],
  cls: [0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
} as const;

export type Vital = keyof typeof VITAL_BOUNDS;
export const VITALS = Object.keys(VITAL_BOUNDS) as Vital[];

/** Bucket i counts values from bounds[i-1] (inclusive) up to bounds[i] (exclusive); one more for the rest. */
export function emptyHistogram(vital: Vital): number[] {
  return new Array<number>(VITAL_BOUNDS[vital].length + 1).fill(0);
}

export function bucketOf(vital: Vital, value: number): number {
  const bounds = VITAL_BOUNDS[vital];
  let low = 0;
  let high: number = bounds.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value < bounds[mid]!) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Adds `from` into `into` bucket by bucket (a shorter one, from an older bucket layout, adds what it has). */
export function addInto(into: number[], from: readonly number[]): number[] {
  for (let i = 0; i < from.length && i < into.length; i += 1) into[i]! += from[i] ?? 0;
  return into;
}

/**
 * The 75th percentile read from a histogram: the bucket holding the 75 % point, and a linear guess within it. null when nothing was measured. A point in the open last bucket
 * answers its lower bound: at least that much, which is what a guard needs to know.
 */
export function percentile(vital: Vital, histogram: readonly number[], share = 0.75): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = VITAL_BOUNDS[vital];
  const rank = share * total;
  let below = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const count = histogram[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      if (i >= bounds.length) return lower;
      const upper = bounds[i]!;
      // The values taken as spread evenly, each at the middle of its share: never on the (exclusive) upper bound.
      const within = Math.max(0, rank - below - 0.5) / count;
      return round(vital, lower + (upper - lower) * within);
    }
    below += count;
  }
  return bounds[bounds.length - 1]!;
}

// Milliseconds to the millisecond, CLS to four places: finer than the buckets could tell anyway.
function round(vital: Vital, value: number): number {
  return vital === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}
