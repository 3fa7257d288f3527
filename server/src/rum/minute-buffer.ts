import type { RumDropReason } from '@site/contracts/api/rum';
import { VITALS, type Vital, addInto, bucketOf, emptyHistogram } from './histogram.js';

/** One remote version's figures in one minute: what a row of rum_minutes holds. */
export interface MinuteFigures {
  remote: string;
  version: string;
  /** The minute's start, in ms since the epoch. */
  minute: number;
  pageViews: number;
  /** Page views with at least one error of this remote, caught by its area's boundary or uncaught. */
  errorViews: number;
  loadFailures: number;
  /** Addresses first counted for this version (today) in this minute. */
  addresses: number;
  /** Addresses that saw their first error of this version (today) in this minute. */
  errorAddresses: number;
  /** Visitors first counted for this version (today) in this minute. */
  visitors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
}

const SUMS = ['pageViews', 'errorViews', 'loadFailures', 'addresses', 'errorAddresses', 'visitors'] as const;

/** What one batch adds to one remote version's minute: the counts the ledger let through. */
export type Count = Pick<MinuteFigures, 'remote' | 'version' | (typeof SUMS)[number]> & {
  /** Any moment of the minute, in ms since the epoch. */
  at: number;
  vitals: Partial<Record<Vital, number>>;
};

const noSums = (): Record<(typeof SUMS)[number], number> => ({
  pageViews: 0,
  errorViews: 0,
  loadFailures: 0,
  addresses: 0,
  errorAddresses: 0,
  visitors: 0,
});

/** Nothing yet, for a remote version at a moment. */
export function noCount(remote: string, version: string, at: number): Count {
  return { remote, version, at, vitals: {}, ...noSums() };
}

export const MINUTE_MS = 60_000;

export function minuteOf(ms: number): number {
  return ms - (ms % MINUTE_MS);
}

export function emptyFigures(remote: string, version: string, minute: number): MinuteFigures {
  return {
    remote,
    version,
    minute,
    ...noSums(),
    lcp: emptyHistogram('lcp'),
    inp: emptyHistogram('inp'),
    cls: emptyHistogram('cls'),
  };
}

/** Adds one set of figures into another of the same remote version (sums and histograms). */
export function mergeFigures<T extends Omit<MinuteFigures, 'minute'>>(
  into: T,
  from: Omit<MinuteFigures, 'minute'>,
): T {
  for (const sum of SUMS) into[sum] += from[sum];
  for (const vital of VITALS) addInto(into[vital], from[vital]);
  return into;
}

/**
 * Counts per remote version and minute, in memory: a batch costs a few map updates and no database work, so a flood
 * of them never reaches the database or slows the API; the buffer is written out once per RUM_FLUSH_SECONDS, in one
 * statement (rum/store.ts).
 */
export class MinuteBuffer {
  private figures = new Map<string, MinuteFigures>();

  get size(): number {
    return this.figures.size;
  }

  private at(remote: string, version: string, minute: number): MinuteFigures {
    const key = `${remote}\u0000${version}\u0000${minute}`;
    let figures = this.figures.get(key);
    if (!figures) {
      figures = emptyFigures(remote, version, minute);
      this.figures.set(key, figures);
    }
    return figures;
  }

  add(count: Count): void {
    const figures = this.at(count.remote, count.version, minuteOf(count.at));
    for (const sum of SUMS) figures[sum] += count[sum];
    for (const vital of VITALS) {
      const value = count.vitals[vital];
      if (value !== undefined) figures[vital][bucketOf(vital, value)]! += 1;
    }
  }

  /** Everything counted so far, and an empty buffer. */
  drain(): MinuteFigures[] {
    const drained = [...this.figures.values()];
    this.figures = new Map();
    return drained;
  }

  /** Puts back figures a failed write took out, so they go with the next one. */
  restore(figures: MinuteFigures[]): void {
    for (const item of figures) mergeFigures(this.at(item.remote, item.version, item.minute), item);
  }
}

/** Reports not counted in one minute, for one remote ('' for none) and reason: what a row of rum_dropped holds. */
export interface DroppedFigures {
  minute: number;
  remote: string;
  reason: RumDropReason;
  reports: number;
}

/** The dropped reports' counts, kept and written like MinuteBuffer's. */
export class DroppedBuffer {
  private figures = new Map<string, DroppedFigures>();

  add(at: number, remote: string, reason: RumDropReason, reports = 1): void {
    const minute = minuteOf(at);
    const key = `${minute}\u0000${remote}\u0000${reason}`;
    const figures = this.figures.get(key);
    if (figures) figures.reports += reports;
    else this.figures.set(key, { minute, remote, reason, reports });
  }

  drain(): DroppedFigures[] {
    const drained = [...this.figures.values()];
    this.figures = new Map();
    return drained;
  }

  restore(figures: DroppedFigures[]): void {
    for (const item of figures) this.add(item.minute, item.remote, item.reason, item.reports);
  }
}
