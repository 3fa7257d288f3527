import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Queryable } from './database.js';

// Counts and sums come back as int8; parse them as numbers (as PGlite does) so both engines answer alike.
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

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

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    types: types as pg.CustomTypesConfig,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
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
    close: () => pool.end(),
  };
}
