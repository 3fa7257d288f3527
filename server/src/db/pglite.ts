import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { prepareDataFolder } from './data-folder.js';
import { type Database, DatabaseUnavailableError, type Queryable } from './database.js';
import { surfaceEngineAborts } from './engine-abort.js';
import { SyncingNodeFS, syncTree, syncingStartParams } from './syncing-node-fs.js';

// Dates go in as ISO text: PGlite's serializer recognises only Dates of its own realm (not those of a jest sandbox),
// and Postgres reads the text back exactly.
function toParam(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toParam);
  return value;
}

/**
 * After a PANIC or FATAL, or an abort of its WebAssembly, the engine is gone for good and PGlite does not know it.
 * Names, not classes, since the engine may come from another realm (jest).
 */
function stopsTheEngine(error: unknown): boolean {
  const { severity, name } = (error ?? {}) as { severity?: unknown; name?: unknown };
  return severity === 'PANIC' || severity === 'FATAL' || name === 'RuntimeError' || name === 'ExitStatus';
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** Serialises every use of the engine and keeps it from being used again once it has stopped. */
class EngineGate {
  private tail: Promise<unknown> = Promise.resolve();
  stopped: DatabaseUnavailableError | undefined;

  /** fn runs after everything queued before it, and not at all once the engine has stopped. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(() => {
      if (this.stopped) throw this.stopped;
      return this.watch(fn);
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** fn's errors, or, once the engine has stopped (by this error or another), why it stopped. */
  async watch<T>(fn: () => Promise<T>): Promise<T> {
    if (this.stopped) throw this.stopped;
    try {
      return await fn();
    } catch (error) {
      if (stopsTheEngine(error)) this.stop(error);
      throw this.stopped ?? error;
    }
  }

  /** `said`: what PostgreSQL printed last, which names the cause of a PANIC that PGlite reports as "Aborted()". */
  stop(error: unknown, said?: string): void {
    const { severity } = (error ?? {}) as { severity?: string };
    const cause = said ?? messageOf(error).replace(/\.$/, '');
    this.stopped ??= new DatabaseUnavailableError(
      'stopped',
      `The embedded database stopped after ${severity ?? 'an abort'}: ${cause}. Restart the server.`,
      { cause: error },
    );
  }

  /** Resolves once everything queued so far has run. */
  async drained(): Promise<void> {
    await this.tail;
  }
}

function wrap(conn: PGlite | Transaction, gate: EngineGate): Queryable {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      gate.watch(async () => (await conn.query<T>(sql, params.map(toParam))).rows),
    exec: (sql: string) =>
      gate.watch(async () => {
        await conn.exec(sql);
      }),
  };
}

// Where PGlite mounts the data folder inside its WebAssembly file system, as PostgreSQL's messages name it.
const MOUNT_POINT = '/pglite/data';

/**
 * PostgreSQL's own words from what it printed ("FATAL: …" with its DETAIL and HINT, or "postgres: could not …"
 * before logging starts), all of it or from the last line that matches `from` on, with the data folder named as
 * the operator knows it.
 */
function postgresSaid(lines: string[], dataDir: string, from?: RegExp): string | undefined {
  const start = from ? lines.findLastIndex((line) => from.test(line)) : 0;
  const said = lines
    .slice(Math.max(start, 0))
    .map((line) => /\b(PANIC|FATAL|ERROR|DETAIL|HINT):\s+(.*)$/.exec(line) ?? /^postgres: (.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => (match.length > 2 ? `${match[1]}: ${match[2]!.trim()}` : match[1]!.trim()));
  return start >= 0 && said.length > 0 ? said.join(' ').replaceAll(MOUNT_POINT, dataDir) : undefined;
}

export interface PgliteOptions {
  /**
   * Sync each commit to the disk before it is acknowledged (default true). Off, a commit reaches the kernel but not
   * the disk: a killed process loses nothing, a power cut may lose the last commits.
   */
  fsync?: boolean;
  /** A new database from a backup (Database.backup's archive) instead of an empty one; the folder must be empty. */
  restoreFrom?: Blob;
}

/**
 * Embedded Postgres. With a data folder, a commit is acknowledged once its WAL is synced to the disk (see
 * SyncingNodeFS), so neither a killed process nor a power cut loses it. Without one the database lives in memory
 * (tests). `Engine` lets jest pass a PGlite loaded outside its module sandbox, where PGlite's dynamic imports work.
 */
export async function openPglite(
  dataDir?: string,
  Engine: typeof PGlite = PGlite,
  { fsync = true, restoreFrom }: PgliteOptions = {},
): Promise<Database> {
  // What PostgreSQL prints says why it would not start, or why it aborted; PGlite's own errors do not.
  const printed: string[] = [];
  let starting = true;
  let options: PGliteOptions = {};
  let created = false;
  if (dataDir) {
    prepareDataFolder(dataDir);
    created = !existsSync(path.join(dataDir, 'PG_VERSION'));
    options = {
      dataDir,
      relaxedDurability: false,
      ...(restoreFrom && { loadDataDir: restoreFrom }),
      ...(fsync
        ? { fs: new SyncingNodeFS(dataDir), startParams: syncingStartParams(Engine.defaultStartParams) }
        : {}),
    };
  }
  options.onStderr = (line) => {
    printed.push(line);
    if (printed.length > (starting ? 50 : 10)) printed.shift();
    return false;
  };
  const pg = new Engine(options);
  try {
    await pg.waitReady;
  } catch (error) {
    if (!dataDir) throw error;
    // PGlite itself says only "PGlite failed to initialize properly".
    const reason = postgresSaid(printed, dataDir) ?? messageOf(error);
    throw new Error(`The embedded database in ${dataDir} did not start: ${reason}`, { cause: error });
  }
  starting = false;
  printed.length = 0;
  if (dataDir && fsync && created) syncTree(dataDir);

  const gate = new EngineGate();
  surfaceEngineAborts(pg, (error) =>
    gate.stop(error, postgresSaid(printed, dataDir ?? MOUNT_POINT, /\b(PANIC|FATAL):/)),
  );
  const root = wrap(pg, gate);
  return {
    engine: 'pglite',
    query: (sql, params) => gate.exclusive(() => root.query(sql, params)),
    exec: (sql) => gate.exclusive(() => root.exec(sql)),
    transaction: (fn) => gate.exclusive(() => pg.transaction((tx) => fn(wrap(tx, gate)))),
    stopped: () => gate.stopped,
    // Nothing else runs meanwhile, and the checkpoint first writes every committed change into the data files: the
    // archive is a database that starts without recovery, as consistent as the moment it was taken.
    backup: () =>
      gate.exclusive(async () => {
        await pg.exec('CHECKPOINT');
        return pg.dumpDataDir('gzip');
      }),
    async listen(channel, handlers) {
      // One process holds the embedded database: its notifications cannot be missed while it runs.
      const stop = await gate.exclusive(() => pg.listen(channel, handlers.message));
      handlers.live(true);
      return async () => {
        if (!gate.stopped) await gate.exclusive(() => stop());
      };
    },
    async close() {
      await gate.drained();
      // A stopped engine would never return from closing either; its memory goes with the process.
      if (!gate.stopped) await pg.close();
    },
  };
}
