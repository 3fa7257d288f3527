/** What the rest of the server sees of the database, the same over PGlite and PostgreSQL. */
export interface Queryable {
  /** Rows of one statement; parameters are $1, $2... */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Why this database will never answer again in this process (the embedded engine stopped after a PANIC), or
   * undefined while it can. Only a restart helps then, so liveness reports it.
   */
  stopped?(): DatabaseUnavailableError | undefined;
  /**
   * The embedded database's whole data folder as a gzipped tar, consistent (every commit acknowledged before the call,
   * nothing after it): what `cli.js backup` saves and openPglite's `restoreFrom` opens. PostgreSQL has pg_dump.
   */
  backup?(): Promise<Blob>;
  /**
   * Hears NOTIFY on `channel` (a name of letters and underscores). `live(false)` says notifications may be missed from
   * now on (the listening connection was lost); `live(true)` that they are heard (again). Resolves once listening, to
   * a function that stops.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  live(live: boolean): void;
}

/**
 * The database could not be asked at all: PostgreSQL cannot be reached ('unreachable'), or the embedded engine has
 * stopped ('stopped'). The request was fine; the service is not (lib/database-errors.ts answers 503).
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'stopped',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}
