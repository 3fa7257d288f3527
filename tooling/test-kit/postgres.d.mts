export interface StartedPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The bin folder of the PostgreSQL it runs (psql, pg_dump, pg_restore are there). */
  bin: string;
  stop(): void;
  start(): void;
  /** The server's main process, or undefined while it is stopped. */
  pid(): number | undefined;
  remove(): void;
}

export function postgresBin(): string | undefined;
export function startPostgres(options: {
  port: number;
  fsync?: boolean;
  /** Stopped when this process ends (default: it outlives it). */
  stopOnExit?: boolean;
}): StartedPostgres | undefined;
