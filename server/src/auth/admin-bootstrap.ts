import { MIN_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { formatMessage } from '../lib/i18n.js';
import { verifyPassword } from './password.js';
import { passwordRuleBroken } from './password-policy.js';
import { createUserIfMissing, upsertUser } from './users.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{1,64}$/;

export const NO_ADMIN_MESSAGE = [
  'No administrator is configured, and a production server (NODE_ENV=production) does not start without one.',
  `Either set ADMIN_USERNAME and ADMIN_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters, not a common password)`,
  'in the environment: the account is created when it does not exist (an existing one is left as it is;',
  'add ADMIN_PASSWORD_RESET=true to set its password and make it an administrator again);',
  'or create it once with the same DATABASE_URL / DATA_DIR as the server:',
  '  printf "%s\\n" "$PASSWORD" | NODE_ENV=production node server/dist/cli.js create-admin <username>',
  '(the password is read from standard input, or from ADMIN_PASSWORD when set). Then start the server again.',
].join('\n');

const DEMO_CREDENTIALS = [
  ['admin', 'admin'],
  ['user', 'user'],
] as const;

export interface CredentialNames {
  username: string;
  password: string;
}

function checkUsername(username: string, name: string): void {
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error(`${name} must be 1 to 64 letters, digits or the characters _ . @ -`);
  }
}

async function checkPassword(password: string, name: string): Promise<void> {
  const broken = await passwordRuleBroken(name, password);
  if (broken) throw new Error(formatMessage(broken.template, broken.params));
}

/** Throws, naming the setting, unless the username is valid and the password may be set (password-policy.ts). */
export async function checkAdminCredentials(
  username: string,
  password: string,
  names: CredentialNames = { username: 'ADMIN_USERNAME', password: 'ADMIN_PASSWORD' },
): Promise<void> {
  checkUsername(username, names.username);
  await checkPassword(password, names.password);
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Applies ADMIN_USERNAME/ADMIN_PASSWORD: creates the administrator when the account does not exist, and leaves an
 * existing one alone, so a password changed in the console survives restarts; ADMIN_PASSWORD_RESET=true sets its
 * password and admin role at this start. In production, then refuses to go on without an administrator or with a
 * demo account that still has its published password.
 */
export async function ensureAdministrator(db: Queryable, config: ServerConfig, log?: Log): Promise<void> {
  const { adminUsername, adminPassword, adminPasswordReset } = config;
  if (adminUsername !== undefined || adminPassword !== undefined) {
    if (adminUsername === undefined || adminPassword === undefined) {
      throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
    }
    checkUsername(adminUsername, 'ADMIN_USERNAME');
    // The password is judged only when it is applied: once the account exists, ADMIN_PASSWORD is not used.
    if (adminPasswordReset) {
      await checkPassword(adminPassword, 'ADMIN_PASSWORD');
      const id = await upsertUser(db, { username: adminUsername, password: adminPassword, role: 'admin' });
      // Taking an account back must also end the sessions of whoever had it, as a password change does.
      await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
        id,
      ]);
      log?.warn(
        { username: adminUsername },
        'ADMIN_PASSWORD_RESET: the administrator has the password of ADMIN_PASSWORD again; remove the setting so ' +
          'that later starts keep a password changed in the console',
      );
    } else {
      const existing = await db.query<{ role: string }>(
        'SELECT role FROM users WHERE lower(username) = lower($1)',
        [adminUsername],
      );
      if (!existing[0]) {
        await checkPassword(adminPassword, 'ADMIN_PASSWORD');
        await createUserIfMissing(db, { username: adminUsername, password: adminPassword, role: 'admin' });
        log?.info(
          { username: adminUsername },
          'administrator created from ADMIN_USERNAME and ADMIN_PASSWORD',
        );
      } else if (existing[0].role !== 'admin') {
        log?.warn(
          { username: adminUsername },
          'ADMIN_USERNAME names an account that is not an administrator; ADMIN_PASSWORD_RESET=true makes it one',
        );
      }
    }
  } else if (adminPasswordReset) {
    throw new Error(
      'ADMIN_PASSWORD_RESET=true needs ADMIN_USERNAME and ADMIN_PASSWORD: whose password, and which.',
    );
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
