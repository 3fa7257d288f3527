import type { ServerConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { verifyPassword } from './password.js';
import { upsertUser } from './users.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{1,64}$/;
export const MIN_PASSWORD_LENGTH = 8;

export const NO_ADMIN_MESSAGE = [
  'No administrator is configured, and a production server (NODE_ENV=production) does not start without one.',
  'Either set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 characters) in the environment: the account is created,',
  'or its password and role updated, at every start;',
  'or create it once with the same DATABASE_URL / DATA_DIR as the server:',
  '  printf "%s\\n" "$PASSWORD" | NODE_ENV=production node server/dist/cli.js create-admin <username>',
  '(the password is read from standard input, or from ADMIN_PASSWORD when set). Then start the server again.',
].join('\n');

const DEMO_CREDENTIALS = [
  ['admin', 'admin'],
  ['user', 'user'],
] as const;

export function checkAdminCredentials(username: string, password: string): void {
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error('ADMIN_USERNAME must be 1 to 64 letters, digits or the characters _ . @ -');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

/**
 * Creates or updates the administrator named by ADMIN_USERNAME/ADMIN_PASSWORD, and in production refuses to go on
 * without an administrator or with a demo account that still has its published password.
 */
export async function ensureAdministrator(db: Queryable, config: ServerConfig): Promise<void> {
  const { adminUsername, adminPassword } = config;
  if (adminUsername !== undefined || adminPassword !== undefined) {
    if (adminUsername === undefined || adminPassword === undefined) {
      throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
    }
    checkAdminCredentials(adminUsername, adminPassword);
    await upsertUser(db, { username: adminUsername, password: adminPassword, role: 'admin' });
  }
  if (!config.production) return;

  const admins = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE role = 'admin'");
  if ((admins[0]?.n ?? 0) === 0) throw new Error(NO_ADMIN_MESSAGE);
  for (const [username, password] of DEMO_CREDENTIALS) {
    const rows = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE lower(username) = $1',
      [username],
    );
    if (rows[0] && (await verifyPassword(password, rows[0].password_hash))) {
      throw new Error(
        `The account "${username}" still has its demo password; a production server does not start with it. ` +
          'Change its password or delete the account first.',
      );
    }
  }
}
