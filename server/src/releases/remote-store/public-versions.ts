import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { SERVED_WITHIN_MS } from './pruning.js';
import type { ServedLog } from './served-log.js';

// A version once public stays so for a day, so a yes is kept a minute: the chunks of a page make one query. A no is
// never kept: the version may go live through another instance at any moment, and its pages must load at once.
const KEEP_PUBLIC_MS = 60_000;
const MAX_KEPT = 1024;

/**
 * Whether browsers may fetch a stored version's files: a version visitors were given in the last 24 hours (live, a
 * running canary, under a preview link, or any of those within that time), or whose files were served in that time.
 * A page opened before a release, or before a canary ended, keeps loading its chunks (as the pruning keeps them).
 * An uploaded version that never reached a visitor is not public: its files answer 404 like missing ones.
 */
export function createPublicVersions(
  db: Queryable,
  served: ServedLog,
  clock: Clock,
): (remote: string, version: string) => Promise<boolean> {
  const publicUntil = new Map<string, number>();
  return async (remote, version) => {
    const now = clock();
    const since = now - SERVED_WITHIN_MS;
    const key = `${remote}/${version}`;
    if ((publicUntil.get(key) ?? -Infinity) > now) return true;
    if ((served.notedAt(remote, version) ?? -Infinity) >= since) return true;
    // A release stopped being live when another release of its remote was made live after it.
    const rows = await db.query<{ public: boolean }>(
      `SELECT EXISTS (
                  SELECT 1 FROM remote_releases r
                   WHERE r.remote = $1 AND r.version = $2
                     AND (r.live OR (r.activated_at IS NOT NULL AND NOT EXISTS (
                          SELECT 1 FROM remote_releases s
                           WHERE s.remote = r.remote AND s.id <> r.id
                             AND s.activated_at > r.activated_at AND s.activated_at < $3))))
             OR EXISTS (SELECT 1 FROM canaries
                         WHERE remote = $1 AND version = $2 AND (state = 'running' OR ended_at >= $3))
             OR EXISTS (SELECT 1 FROM remote_previews WHERE remote = $1 AND version = $2 AND expires_at >= $3)
             OR EXISTS (SELECT 1 FROM remote_store_served
                         WHERE remote = $1 AND version = $2 AND last_served_at >= $3) AS public`,
      [remote, version, new Date(since)],
    );
    if (rows[0]?.public !== true) return false;
    if (publicUntil.size >= MAX_KEPT) publicUntil.clear();
    publicUntil.set(key, now + KEEP_PUBLIC_MS);
    return true;
  };
}
