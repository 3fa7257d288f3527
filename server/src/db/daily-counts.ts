import type { DailyCount } from '@site/contracts/api/common';
import type { Queryable } from './database.js';

/** Tables whose rows are counted per day by created_at; a fixed list, since the name goes into the SQL text. */
export type CountedTable = 'preregistrations' | 'comments';

/**
 * Rows per calendar day in `timeZone` for the `days` days up to and including the day of `now`, oldest first,
 * with 0 for days without rows. Today counts up to `now` and says so (`partial`).
 */
export async function dailyCounts(
  db: Queryable,
  table: CountedTable,
  days: number,
  now: Date,
  timeZone: string,
): Promise<DailyCount[]> {
  const rows = await db.query<{ x: string; y: number; partial: boolean; until: Date }>(
    `WITH days AS (
       SELECT d::date AS day
         FROM generate_series(($1::timestamptz AT TIME ZONE $2)::date - ($3::int - 1),
                              ($1::timestamptz AT TIME ZONE $2)::date, interval '1 day') AS d
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS x, count(t.id)::int AS y,
            days.day = ($1::timestamptz AT TIME ZONE $2)::date AS partial,
            least((days.day + 1)::timestamp AT TIME ZONE $2, $1::timestamptz) AS until
       FROM days LEFT JOIN ${table} t
         ON t.created_at >= (days.day::timestamp AT TIME ZONE $2)
        AND t.created_at < ((days.day + 1)::timestamp AT TIME ZONE $2)
        AND t.created_at <= $1
      GROUP BY days.day
      ORDER BY days.day`,
    [now, timeZone, days],
  );
  return rows.map((row) => ({ ...row, until: row.until.toISOString() }));
}
