import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveStatus, ReadyStatus } from '@site/contracts/api/health';
import { Envelope, ErrorEnvelope } from '@site/contracts/envelope';
import { ErrorCode } from '@site/contracts/error-codes';
import type { Database } from '../db/database.js';
import { databaseFault } from '../lib/database-errors.js';
import { fail, ok } from '../lib/envelope.js';
import { localeFrom, translate } from '../lib/i18n.js';

const startedAt = Date.now();
const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);

// A check that has not answered by then has failed: a load balancer must not wait on a hung database.
const CHECK_TIMEOUT_MS = 5000;
const RETRY_AFTER_SECONDS = 5;

class CheckTimeoutError extends Error {}

/** What /api/health says is wrong: the 503 reason of a database fault, a timeout, or (a bug) that the check failed. */
function notReadyReason(error: unknown): string {
  const fault = databaseFault(error);
  if (fault?.statusCode === 503) return fault.reason;
  if (error instanceof CheckTimeoutError) return error.message;
  return 'the check failed (the server log has the error)';
}

/** Writes and reads back the one row of health_checks: a database that only reads is not ready either. */
async function checkDatabase(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckTimeoutError(`the database did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    const write = db.query<{ checked_at: unknown }>(
      `INSERT INTO health_checks (id, checked_at) VALUES (1, now())
       ON CONFLICT (id) DO UPDATE SET checked_at = EXCLUDED.checked_at RETURNING checked_at`,
    );
    const rows = await Promise.race([write, timeout]);
    if (rows.length !== 1) throw new Error('the database did not return the row it wrote');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness (GET /api/health): the process answers and the database can be read and written; 503 otherwise, so a
 * load balancer sends no traffic. Liveness (GET /api/health/live): the process answers and nothing in it needs a
 * restart; it does not ask the database, since restarting would not bring back an unreachable PostgreSQL.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/health',
    { schema: { response: { 200: Envelope(ReadyStatus), 503: ErrorEnvelope } } },
    async (request, reply) => {
      if (fastify.draining()) {
        // Stopping: a load balancer with active checks sends nothing new here; what is in flight finishes.
        const locale = localeFrom(request.headers['accept-language']);
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(fail(ErrorCode.generic, translate(locale, 'The server is shutting down')));
      }
      try {
        await checkDatabase(fastify.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        const locale = localeFrom(request.headers['accept-language']);
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(
            fail(
              ErrorCode.generic,
              translate(locale, 'The database is not ready: {reason}', { reason: notReadyReason(error) }),
            ),
          );
      }
      return ok({ status: 'ok', uptimeSeconds: uptimeSeconds(), database: 'ok' });
    },
  );

  fastify.get(
    '/api/health/live',
    { schema: { response: { 200: Envelope(LiveStatus), 503: ErrorEnvelope } } },
    async (request, reply) => {
      if (fastify.db.stopped?.()) {
        const locale = localeFrom(request.headers['accept-language']);
        return reply
          .status(503)
          .send(
            fail(
              ErrorCode.generic,
              translate(locale, 'The embedded database has stopped; restart the server'),
            ),
          );
      }
      return ok({ status: 'ok', uptimeSeconds: uptimeSeconds() });
    },
  );
};

export default healthRoutes;
