import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { syncPath } from '../syncing-node-fs.js';
import { SERVER_APPLICATION_NAME } from '../postgres.js';

// PostgreSQL's own tools do the work: pg_dump takes its copy in one transaction (a consistent snapshot while the
// instances keep writing), pg_restore reads it back. This only finds them, checks, and makes the restore all or
// nothing.

const DUMP_MAGIC = 'PGDMP';

/** A PostgreSQL program: from the newest of Debian's /usr/lib/postgresql/<version>/bin, else from PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const tool = path.join(base, version, 'bin', name);
      if (existsSync(tool)) return tool;
    }
  }
  return name;
}

/** Runs a program; resolves with its stdout when it exits with 0, else rejects with what it wrote on stderr. */
function run(command: string, args: string[], input?: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    if (input) input.pipe(child.stdin!);
    child.once('error', (error) =>
      reject(
        new Error(`${command} could not be run (${error.message}): install PostgreSQL's client programs`),
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${path.basename(command)} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

/** Writes a pg_dump of the database at `url` to `file` (custom format), whole or not at all. */
export async function backupPostgres(url: string, file: string): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  await run(postgresTool('pg_dump'), ['--format=custom', `--file=${partial}`, `--dbname=${url}`]);
  syncPath(partial);
  await rename(partial, file);
  syncPath(path.dirname(path.resolve(file)));
  const handle = await open(file);
  try {
    return { bytes: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

async function readMagic(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(DUMP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString('latin1');
  } finally {
    await handle.close();
  }
}

/** How many instances of the server are connected to the database now. */
async function connectedInstances(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [SERVER_APPLICATION_NAME],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

export interface PostgresRestoreOutcome {
  /** A dump of what the restore replaced, taken first. */
  replaced: string;
}

/**
 * Replaces everything in the database at `url` with the dump in `file` (a backupPostgres file), in one transaction:
 * a dump that does not load leaves the database as it was. Refused while an instance is connected. What it replaces
 * is dumped first, beside `file`.
 */
export async function restorePostgres(url: string, file: string): Promise<PostgresRestoreOutcome> {
  if ((await readMagic(file)) !== DUMP_MAGIC) {
    throw new Error(
      `${file} is not a PostgreSQL backup (a pg_dump file written by "cli.js backup" with DATABASE_URL)`,
    );
  }
  // psql commits what it was given once its input ends, and an unreadable dump gives it nothing: that would leave an
  // empty schema. pg_restore reads the dump's whole table of contents here first and refuses one it cannot read.
  try {
    await run(postgresTool('pg_restore'), ['--list', file]);
  } catch (error) {
    throw new Error(`${(error as Error).message} (the database is as it was)`, { cause: error });
  }
  const connected = await connectedInstances(url);
  if (connected > 0) {
    throw new Error(
      `${connected} connection(s) of running servers use this database: stop every instance before restoring`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const replaced = path.join(path.dirname(path.resolve(file)), `before-restore-${stamp}.dump`);
  await backupPostgres(url, replaced);
  const script = spawn(postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let scriptErrors = '';
  script.stderr.setEncoding('utf8').on('data', (chunk: string) => (scriptErrors += chunk));
  try {
    await run(
      postgresTool('psql'),
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${url}`,
        '--command=DROP SCHEMA public CASCADE',
        '--command=CREATE SCHEMA public',
        '--file=-',
      ],
      script.stdout,
    );
  } catch (error) {
    throw new Error(`${scriptErrors.trim() || (error as Error).message} (the database is as it was)`, {
      cause: error,
    });
  }
  return { replaced };
}
