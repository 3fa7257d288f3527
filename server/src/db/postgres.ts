import pg from 'pg';
import {
  type Database,
  DatabaseUnavailableError,
  type NotificationHandlers,
  type Queryable,
} from './database.js';

// Counts and sums come back as int8; parse them as numbers (as PGlite does) so both engines answer alike.
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** How the instances name their connections (pg_stat_activity): a restore refuses while any is connected. */
export const SERVER_APPLICATION_NAME = 'site-server';

// A request waits at most this long for a connection: an unreachable server is then a prompt 503, not a hang.
const CONNECTION_TIMEOUT_MS = 5000;

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// What node-postgres and its pool say, without a code, when the connection is lost or cannot be made.
const DRIVER_CONNECTION_ERRORS = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed/,
];

function isConnectionFailure(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return false;
  const { code, message, errors } = (error ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return true;
  // Node reports a connection tried on several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionFailure)) return true;
  return typeof message === 'string' && DRIVER_CONNECTION_ERRORS.some((pattern) => pattern.test(message));
}

/** Lost or refused connections as DatabaseUnavailableError; PostgreSQL's own errors as they are. */
async function reachable<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError('unreachable', `PostgreSQL cannot be reached: ${message}`, {
      cause: error,
    });
  }
}

/** The server's address for messages: DATABASE_URL without its password. */
function describeServer(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

// A lost listening connection is tried again after 0.5 s, then up to every 10 s.
const LISTEN_RETRY_FIRST_MS = 500;
const LISTEN_RETRY_MAX_MS = 10_000;
const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * LISTEN on a connection of its own, outside the pool, kept open and opened again when it is lost. While it is
 * down, notifications are missed: handlers.live(false) says so at once, handlers.live(true) once it listens again.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_FIRST_MS;

  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
  };
  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    handlers.live(false);
    which.end().catch(() => undefined);
    schedule();
  };
  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      application_name: SERVER_APPLICATION_NAME,
    });
    next.on('notification', (notice) => {
      if (notice.channel === channel) handlers.message(notice.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = LISTEN_RETRY_FIRST_MS;
    handlers.live(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    types: types as pg.CustomTypesConfig,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    application_name: SERVER_APPLICATION_NAME,
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot connect to PostgreSQL at ${describeServer(connectionString)} (DATABASE_URL): ${message}`,
      {
        cause: error,
      },
    );
  }

  const wrap = (conn: pg.Pool | pg.PoolClient): Queryable => ({
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      reachable(async () => (await conn.query(sql, params as unknown[])).rows as T[]),
    exec: (sql: string) =>
      reachable(async () => {
        await conn.query(sql);
      }),
  });
  const root = wrap(pool);
  const listeners = new Set<() => Promise<void>>();

  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const conn = await reachable(() => pool.connect());
      // A connection that failed goes, rather than back to the pool for the next request to find broken.
      let lost: Error | undefined;
      try {
        await wrap(conn).exec('BEGIN');
        const result = await fn(wrap(conn));
        await wrap(conn).exec('COMMIT');
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) lost = error;
        else await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release(lost);
      }
    },
    async listen(channel, handlers) {
      const stop = await listenOn(connectionString, channel, handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
