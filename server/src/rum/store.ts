import { RUM_DROP_REASONS, type DroppedReports, type RumDropReason } from '@site/contracts/api/rum';
import type { Queryable } from '../db/database.js';
import { type DroppedFigures, type MinuteFigures, MINUTE_MS } from './minute-buffer.js';

// Bucket by bucket: the row another instance (or an earlier flush) wrote plus this flush's counts.
const addBuckets = (column: string) =>
  `(SELECT array_agg(COALESCE(a, 0) + COALESCE(b, 0) ORDER BY i)
      FROM unnest(rum_minutes.${column}, EXCLUDED.${column}) WITH ORDINALITY AS t(a, b, i))`;

/** Adds an instance's counted minutes to the table, in one statement whatever their number. */
export async function writeMinutes(db: Queryable, figures: MinuteFigures[]): Promise<void> {
  if (figures.length === 0) return;
  const rows = figures.map((item) => ({
    remote: item.remote,
    version: item.version,
    minute: new Date(item.minute).toISOString(),
    page_views: item.pageViews,
    error_views: item.errorViews,
    load_failures: item.loadFailures,
    addresses: item.addresses,
    error_addresses: item.errorAddresses,
    visitors: item.visitors,
    lcp_buckets: item.lcp,
    inp_buckets: item.inp,
    cls_buckets: item.cls,
  }));
  await db.query(
    `INSERT INTO rum_minutes AS rum_minutes
       (remote, version, minute, page_views, error_views, load_failures, addresses, error_addresses, visitors,
        lcp_buckets, inp_buckets, cls_buckets)
     SELECT remote, version, minute, page_views, error_views, load_failures, addresses, error_addresses, visitors,
            lcp_buckets, inp_buckets, cls_buckets
       FROM jsonb_to_recordset($1::jsonb) AS r(remote text, version text, minute timestamptz, page_views integer,
            error_views integer, load_failures integer, addresses integer, error_addresses integer,
            visitors integer, lcp_buckets integer[], inp_buckets integer[], cls_buckets integer[])
     ON CONFLICT (remote, version, minute) DO UPDATE SET
       page_views = rum_minutes.page_views + EXCLUDED.page_views,
       error_views = rum_minutes.error_views + EXCLUDED.error_views,
       load_failures = rum_minutes.load_failures + EXCLUDED.load_failures,
       addresses = rum_minutes.addresses + EXCLUDED.addresses,
       error_addresses = rum_minutes.error_addresses + EXCLUDED.error_addresses,
       visitors = rum_minutes.visitors + EXCLUDED.visitors,
       lcp_buckets = ${addBuckets('lcp_buckets')},
       inp_buckets = ${addBuckets('inp_buckets')},
       cls_buckets = ${addBuckets('cls_buckets')}`,
    [JSON.stringify(rows)],
  );
}

/** Adds an instance's counts of dropped reports to the table, in one statement. */
export async function writeDropped(db: Queryable, figures: DroppedFigures[]): Promise<void> {
  if (figures.length === 0) return;
  const rows = figures.map((item) => ({
    minute: new Date(item.minute).toISOString(),
    remote: item.remote,
    reason: item.reason,
    reports: item.reports,
  }));
  await db.query(
    `INSERT INTO rum_dropped AS rum_dropped (minute, remote, reason, reports)
     SELECT minute, remote, reason, reports
       FROM jsonb_to_recordset($1::jsonb) AS r(minute timestamptz, remote text, reason text, reports integer)
     ON CONFLICT (minute, remote, reason) DO UPDATE SET reports = rum_dropped.reports + EXCLUDED.reports`,
    [JSON.stringify(rows)],
  );
}

/** Deletes the minutes (counted and dropped) older than the retention; answers how many rows went. */
export async function deleteExpiredMinutes(
  db: Queryable,
  now: number,
  retentionDays: number,
): Promise<number> {
  const before = new Date(now - retentionDays * 24 * 60 * MINUTE_MS);
  const rows = await db.query<{ n: number }>(
    `WITH counted AS (DELETE FROM rum_minutes WHERE minute < $1 RETURNING 1),
          dropped AS (DELETE FROM rum_dropped WHERE minute < $1 RETURNING 1)
     SELECT ((SELECT count(*) FROM counted) + (SELECT count(*) FROM dropped))::integer AS n`,
    [before],
  );
  return rows[0]?.n ?? 0;
}

/** The reports dropped in [since, until], by reason: those tied to this remote, and those tied to none. */
export async function readDropped(
  db: Queryable,
  remote: string,
  since: Date,
  until: Date,
): Promise<DroppedReports[]> {
  const rows = await db.query<{ reason: RumDropReason; remote: number; unattributed: number }>(
    `SELECT reason,
            COALESCE(sum(reports) FILTER (WHERE remote = $1), 0)::integer AS remote,
            COALESCE(sum(reports) FILTER (WHERE remote = ''), 0)::integer AS unattributed
       FROM rum_dropped
      WHERE remote IN ($1, '') AND minute >= $2 AND minute <= $3
      GROUP BY reason`,
    [remote, since, until],
  );
  // In the order the reasons are listed, not the database's.
  return RUM_DROP_REASONS.flatMap((reason) => rows.filter((row) => row.reason === reason));
}

interface MinuteRow {
  version: string;
  minute: Date;
  page_views: number;
  error_views: number;
  load_failures: number;
  addresses: number;
  error_addresses: number;
  visitors: number;
  lcp_buckets: number[];
  inp_buckets: number[];
  cls_buckets: number[];
}

/** The minutes of some versions of a remote that start in [since, until], oldest first. */
export async function readMinutes(
  db: Queryable,
  remote: string,
  versions: string[],
  since: Date,
  until: Date,
): Promise<MinuteFigures[]> {
  if (versions.length === 0) return [];
  const rows = await db.query<MinuteRow>(
    `SELECT version, minute, page_views, error_views, load_failures, addresses, error_addresses, visitors,
            lcp_buckets, inp_buckets, cls_buckets
       FROM rum_minutes
      WHERE remote = $1 AND version = ANY($2::text[]) AND minute >= $3 AND minute <= $4
      ORDER BY minute, version`,
    [remote, versions, since, until],
  );
  return rows.map((row) => ({
    remote,
    version: row.version,
    minute: new Date(row.minute).getTime(),
    pageViews: row.page_views,
    errorViews: row.error_views,
    loadFailures: row.load_failures,
    addresses: row.addresses,
    errorAddresses: row.error_addresses,
    visitors: row.visitors,
    lcp: row.lcp_buckets,
    inp: row.inp_buckets,
    cls: row.cls_buckets,
  }));
}
