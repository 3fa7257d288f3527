import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';

const PURGE_INTERVAL_MS = 3600_000;

/**
 * Deletes the sessions that can no longer be used: logged out or revoked, past their lifetime, or unused for longer
 * than the idle timeout. Returns how many. Instances may run it at the same time: each row goes once, whoever
 * deletes it.
 */
export async function purgeEndedSessions(db: Queryable, now: Date, idleSeconds: number): Promise<number> {
  // A seq scan, and cheap: purging keeps the table at the sessions in use.
  const rows = await db.query(
    `DELETE FROM sessions
      WHERE revoked_at IS NOT NULL OR expires_at <= $1 OR last_seen_at < $2
      RETURNING 1`,
    [now, new Date(now.getTime() - idleSeconds * 1000)],
  );
  return rows.length;
}

/** Purges now, then every hour while the server runs, so ended sessions do not pile up between restarts. */
export async function startSessionPurge(
  fastify: FastifyInstance,
  clock: Clock,
  idleSeconds: number,
): Promise<void> {
  const purge = () => purgeEndedSessions(fastify.db, new Date(clock()), idleSeconds);
  const purged = await purge();
  if (purged > 0) fastify.log.info({ purged }, 'ended sessions purged');
  const timer = setInterval(() => {
    purge().catch((error: unknown) => fastify.log.warn({ err: error }, 'purging ended sessions failed'));
  }, PURGE_INTERVAL_MS);
  // The timer alone must not keep the process (or a test run) alive.
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
