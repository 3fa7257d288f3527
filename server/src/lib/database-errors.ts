import { DatabaseUnavailableError } from '../db/database.js';
import type { MessageParams } from './i18n.js';

/**
 * How to answer an error of the database: what the caller did wrong (400, or 409 for a record that exists already),
 * or what is wrong with us for now (503).
 */
export type DatabaseFault =
  | { statusCode: 400 | 409; template: string; params: MessageParams }
  | {
      statusCode: 503;
      template: string;
      params: MessageParams;
      /** The same in a few words, for /api/health: "the database is out of disk space". */
      reason: string;
      retryAfterSeconds: number;
    };

const unavailable = (reason: string, template: string, retryAfterSeconds: number): DatabaseFault => ({
  statusCode: 503,
  template,
  params: {},
  reason,
  retryAfterSeconds,
});

const UNREACHABLE = unavailable(
  'the database cannot be reached',
  'The database cannot be reached; try again later',
  5,
);
const STOPPED = unavailable('the database has stopped', 'The database has stopped; try again later', 30);

// Class 53 (insufficient resources): the request may well succeed once the operator has made room.
const RESOURCES: Record<string, DatabaseFault> = {
  '53100': unavailable(
    'the database is out of disk space',
    'The database is out of disk space; try again later',
    60,
  ),
  '53200': unavailable('the database is out of memory', 'The database is out of memory; try again later', 10),
  '53300': unavailable(
    'the database has too many connections',
    'The database has too many connections; try again later',
    5,
  ),
  '53400': unavailable(
    'the database reached one of its limits',
    'The database reached one of its limits; try again later',
    30,
  ),
};
const OTHER_RESOURCE = unavailable(
  'the database is out of resources',
  'The database is out of resources; try again later',
  30,
);
// A standby that was promoted elsewhere, or a database an operator set read-only.
const READ_ONLY = unavailable(
  'the database accepts no writes',
  'The database accepts no writes at the moment; try again later',
  30,
);

// Lost connections and a server going down or coming up: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
// cannot_connect_now, 57P04 database_dropped, 57P05 idle_session_timeout (class 08 is connection_exception).
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05']);

// Class 22 (data_exception): the database could not take a value the request carried.
const DATA_EXCEPTIONS: Record<string, string> = {
  '22021': 'Text in the request is not valid UTF-8: {detail}',
  '22P05': 'Text in the request has a character the database cannot store: {detail}',
  '22001': 'A value in the request is too long: {detail}',
  '22003': 'A number in the request is out of range: {detail}',
  '22007': 'A date or time in the request is invalid: {detail}',
  '22008': 'A date or time in the request is invalid: {detail}',
  '22P02': 'A value in the request has the wrong form: {detail}',
};

/** An error the engine reported with a SQLSTATE (both PGlite's and node-postgres's errors carry one, and a severity). */
function sqlState(error: unknown): string | undefined {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string'
    ? code
    : undefined;
}

/**
 * What to answer for an error of the database, or undefined when it is not one this maps (then it is a bug of
 * ours: 500). PostgreSQL's message goes to the caller only for class 22 and 54, where it describes the caller's own
 * value; 503 answers say what is wrong in general terms, and the log keeps the details.
 */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  if (error instanceof DatabaseUnavailableError) return error.reason === 'stopped' ? STOPPED : UNREACHABLE;
  // Refused and lost connections come as DatabaseUnavailableError (db/postgres.ts): a bare ECONNREFUSED here may be
  // another service's.
  const state = sqlState(error);
  if (!state) return undefined;
  const detail = (error as Error).message;
  if (state.startsWith('22')) {
    // PostgreSQL cannot store U+0000 in text at all, so this one gets a message of its own.
    if (state === '22021' && /\b0x00\b/.test(detail)) {
      return {
        statusCode: 400,
        template: 'Text in the request must not contain the character U+0000 (NUL)',
        params: {},
      };
    }
    return {
      statusCode: 400,
      template: DATA_EXCEPTIONS[state] ?? 'A value in the request is invalid: {detail}',
      params: { detail },
    };
  }
  if (state === '54000') {
    return {
      statusCode: 400,
      template: 'A value in the request is too large for the database: {detail}',
      params: { detail },
    };
  }
  if (state.startsWith('54')) {
    return {
      statusCode: 400,
      template: 'The request is too complex for the database: {detail}',
      params: { detail },
    };
  }
  // Class 23 (integrity constraint violation): a rule of the tables that a route's own checks should have caught
  // first, with a message that names the field. Still the caller's request, not our failure; the constraint's name
  // and table stay in the log.
  if (state === '23505') {
    return { statusCode: 409, template: 'A record with the same value exists already', params: {} };
  }
  if (state.startsWith('23')) {
    return { statusCode: 400, template: 'A value in the request is not allowed here', params: {} };
  }
  if (state.startsWith('53')) return RESOURCES[state] ?? OTHER_RESOURCE;
  if (state.startsWith('08') || CONNECTION_CODES.has(state)) return UNREACHABLE;
  if (state === '25006') return READ_ONLY;
  return undefined;
}
