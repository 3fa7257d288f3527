import type { HealthPoint, VersionHealth } from '@site/contracts/api/rum';
import type { Queryable } from '../db/database.js';
import { percentile } from './histogram.js';
import { MINUTE_MS, type MinuteFigures, emptyFigures, mergeFigures } from './minute-buffer.js';
import { readDropped, readMinutes } from './store.js';

/** A version's health from its minutes' figures: sums, the error rate and the p75 of each vital. */
export function summarize(version: string, minutes: readonly MinuteFigures[]): VersionHealth {
  const total = emptyFigures('', version, 0);
  for (const item of minutes) mergeFigures(total, item);
  return {
    version,
    pageViews: total.pageViews,
    errorRate: total.pageViews === 0 ? 0 : total.errorViews / total.pageViews,
    addresses: total.addresses,
    // An address's first error may come in a later minute than its first view: never over one, whatever the span.
    addressErrorRate: total.addresses === 0 ? 0 : Math.min(1, total.errorAddresses / total.addresses),
    visitors: total.visitors,
    loadFailures: total.loadFailures,
    lcpP75: percentile('lcp', total.lcp),
    inpP75: percentile('inp', total.inp),
    clsP75: percentile('cls', total.cls),
  };
}

// The minutes that overlap [since, until): a minute row that started before `since` holds some of its reports.
const overlap = (since: Date) => new Date(since.getTime() - MINUTE_MS + 1);

/** The reports dropped over [since, until), by reason: this remote's, and those tied to no remote. */
export function droppedReports(db: Queryable, remote: string, since: Date, until: Date) {
  return readDropped(db, remote, overlap(since), until);
}

/**
 * A version's figures over [since, until), as every instance has written them (each writes its counts once a
 * minute, so the last minute may still be missing some). The canary guard compares a canary with the live version
 * through this.
 */
export async function versionHealth(
  db: Queryable,
  remote: string,
  version: string,
  since: Date,
  until: Date,
): Promise<VersionHealth> {
  return summarize(version, await readMinutes(db, remote, [version], overlap(since), until));
}

/** One point a minute for each of the versions, oldest first: the charts of the monitor. */
export async function healthSeries(
  db: Queryable,
  remote: string,
  versions: string[],
  since: Date,
  until: Date,
): Promise<HealthPoint[]> {
  const minutes = await readMinutes(db, remote, [...new Set(versions)], overlap(since), until);
  return minutes.map((item) => ({
    minute: new Date(item.minute).toISOString(),
    ...summarize(item.version, [item]),
  }));
}
