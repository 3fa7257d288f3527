import path from 'node:path';
import { createInterface } from 'node:readline';
import { MIN_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import { checkAdminCredentials } from './auth/admin-bootstrap.js';
import { upsertUser } from './auth/users.js';
import { loadConfig } from './config.js';
import { backupEmbedded, restoreEmbedded } from './db/backup/embedded.js';
import { backupPostgres, restorePostgres } from './db/backup/postgres.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';

const USAGE = `Usage: node server/dist/cli.js <command>

  create-admin <username>
    Creates the administrator account <username>, or sets the password of an existing account and makes it an
    administrator, in the database the server uses (DATABASE_URL, else DATA_DIR/db). The password is read from the
    ADMIN_PASSWORD environment variable when set, else from the first line of standard input
    (at least ${MIN_PASSWORD_LENGTH} characters, and not on the list of commonly used passwords). Example:
      printf '%s\\n' "$PASSWORD" | NODE_ENV=production node server/dist/cli.js create-admin alice

  backup <file>      (npm run backup -- <file>)
    Writes a consistent copy of the database to <file>, while the server runs: with DATABASE_URL, a pg_dump of it
    (PostgreSQL's client programs must be installed); else of the embedded database in DATA_DIR/db, taken by the
    running server (or read directly when it is stopped). Every write acknowledged before the command started is in it.

  restore <file>     (npm run restore -- <file>)
    Replaces the database with the one in <file> (a backup of the same kind). Stop the server (every instance) first.
    Nothing is lost: the embedded database it replaces is moved aside (DATA_DIR/db.before-restore-<time>); a
    PostgreSQL database is first dumped beside <file> (before-restore-<time>.dump), and the restore runs in one
    transaction.`;

/** The password, and where it came from, as an error message names it. */
async function readPassword(): Promise<{ password: string; source: string }> {
  if (process.env.ADMIN_PASSWORD) return { password: process.env.ADMIN_PASSWORD, source: 'ADMIN_PASSWORD' };
  const source = 'The password read from standard input';
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return { password: line, source };
  }
  return { password: '', source };
}

async function createAdmin(username: string): Promise<void> {
  const { password, source } = await readPassword();
  await checkAdminCredentials(username, password, { username: 'The username', password: source });
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db, config.migrationsDir);
    await upsertUser(db, { username, password, role: 'admin' });
  } finally {
    await db.close();
  }
  console.log(`Administrator "${username}" is ready.`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(file: string): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const { bytes } = await backupPostgres(config.databaseUrl, file);
    console.log(`Backup of the PostgreSQL database (pg_dump) written to ${file} (${megabytes(bytes)}).`);
    return;
  }
  const { bytes, fromRunningServer } = await backupEmbedded(config.dataDir, file);
  const how = fromRunningServer ? 'taken by the running server' : 'the server was stopped';
  console.log(`Backup of the embedded database written to ${file} (${megabytes(bytes)}; ${how}).`);
}

async function restore(file: string): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const { replaced } = await restorePostgres(config.databaseUrl, file);
    console.log(`The PostgreSQL database now holds the backup ${file}; what it held is in ${replaced}.`);
    return;
  }
  const { replaced } = await restoreEmbedded(config.dataDir, file);
  console.log(
    `The embedded database (${path.join(config.dataDir, 'db')}) now holds the backup ${file}` +
      (replaced ? `; the one it replaced is in ${replaced}.` : '.'),
  );
}

const COMMANDS: Record<string, (argument: string) => Promise<void>> = {
  'create-admin': createAdmin,
  backup,
  restore,
};

const [command = '', argument, ...rest] = process.argv.slice(2);
const run = COMMANDS[command];
if (!run || !argument || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await run(argument);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
