import { createInterface } from 'node:readline';
import { MIN_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import { checkAdminCredentials } from './auth/admin-bootstrap.js';
import { upsertUser } from './auth/users.js';
import { loadConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';

const USAGE = `Usage: node server/dist/cli.js create-admin <username>

Creates the administrator account <username>, or sets the password of an existing account and makes it an
administrator, in the database the server uses (DATABASE_URL, else DATA_DIR/db). The password is read from the
ADMIN_PASSWORD environment variable when set, else from the first line of standard input
(at least ${MIN_PASSWORD_LENGTH} characters, and not on the list of commonly used passwords). Example:
  printf '%s\\n' "$PASSWORD" | NODE_ENV=production node server/dist/cli.js create-admin alice`;

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

const [command, username, ...rest] = process.argv.slice(2);
if (command !== 'create-admin' || !username || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await createAdmin(username);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
