import type { RumBatch } from '@site/contracts/api/rum';
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
  lcp: number[];
  inp: number[];
  cls: number[];
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
    pageViews: 0,
    errorViews: 0,
    loadFailures: 0,
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
  into.pageViews += from.pageViews;
  into.errorViews += from.errorViews;
  into.loadFailures += from.loadFailures;
  for (const vital of VITALS) addInto(into[vital], from[vital]);
  return into;
}

/**
 * A batch's reports counted into a minute, in memory: a report costs a few map updates and no database work, so a
 * flood of them never reaches the database or slows the API; the buffer is written out once a minute, in one
 * statement (rum/store.ts). The report's caller has checked every error's remote is among its versions.
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

  add(batch: RumBatch, now: number): void {
    const minute = minuteOf(now);
    for (const report of batch.reports) {
      for (const [remote, version] of Object.entries(report.versions)) {
        const figures = this.at(remote, version, minute);
        figures.pageViews += 1;
        const own = report.errors.filter((error) => error.remote === remote);
        if (own.some((error) => error.kind !== 'load-failure')) figures.errorViews += 1;
        figures.loadFailures += own.filter((error) => error.kind === 'load-failure').length;
        // The vitals are the page's, so they count for the remote whose page it was.
        if (remote !== report.remote) continue;
        for (const vital of VITALS) {
          const value = report[vital as Vital];
          if (value !== undefined) figures[vital][bucketOf(vital, value)]! += 1;
        }
      }
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
