import type { Role } from '@site/contracts/api/roles';
import { DEFAULT_SESSION_IDLE_SECONDS } from '../config.js';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from './tokens.js';
import type { UserInfoRow } from './users.js';

export interface Session {
  tokenHash: string;
  userId: number;
  username: string;
  /** The role the session acts as now (an admin may act as a user). */
  role: Role;
  /** The account's own role: what the session may switch back to. */
  userRole: Role;
  expiresAt: Date;
  /** The account's profile as of this request, read with the session (saves /api/user/info a round trip). */
  user: UserInfoRow;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// How stale last_seen_at may get before a request moves it: one write a minute per session, not one per request.
// The idle timeout is therefore exact to within a minute (SESSION_IDLE_SECONDS is at least 300).
const LAST_SEEN_STEP_MS = 60_000;

export async function createSession(
  db: Queryable,
  userId: number,
  role: Role,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, role, created_at, expires_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $4)`,
    [hashToken(token), userId, role, now, expiresAt],
  );
  return { token, expiresAt };
}

/** The key a session is stored and announced under (its token's hash); undefined for what cannot be a token. */
export function sessionKey(token: string): string | undefined {
  return TOKEN_SHAPE.test(token) ? hashToken(token) : undefined;
}

/**
 * The live session of a token: unknown, revoked and expired tokens, and sessions unused for longer than
 * `idleSeconds`, all give undefined. A live one is marked as used now (at most once a minute).
 */
export async function findSession(
  db: Queryable,
  token: string,
  now: Date,
  idleSeconds: number = DEFAULT_SESSION_IDLE_SECONDS,
): Promise<Session | undefined> {
  const key = sessionKey(token);
  if (!key) return undefined;
  const rows = await db.query<
    UserInfoRow & {
      token_hash: string;
      user_id: number;
      username: string;
      role: Role;
      user_role: Role;
      expires_at: Date;
      last_seen_at: Date;
    }
  >(
    `SELECT s.token_hash, s.user_id, u.username, s.role, u.role AS user_role, s.expires_at, s.last_seen_at,
            u.name, u.avatar, u.job, u.organization, u.location, u.email, u.introduction, u.personal_website,
            u.job_name, u.organization_name, u.location_name, u.phone, u.registration_date, u.account_id,
            u.certification, u.translations
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at >= $3`,
    [key, now, new Date(now.getTime() - idleSeconds * 1000)],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_STEP_MS) {
    // Never backwards: another instance, whose clock may run a little ahead, may have just moved it.
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [
      row.token_hash,
      now,
    ]);
  }
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    username: row.username,
    // An account demoted since login no longer acts as admin, whatever its session says.
    role: row.user_role === 'admin' ? row.role : 'user',
    userRole: row.user_role,
    expiresAt: row.expires_at,
    user: row,
  };
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    now,
  ]);
}

/** Every other live session of the user, e.g. after a password change. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: number,
  keepHash: string,
  now: Date,
): Promise<number> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = $3
      WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL AND expires_at > $3
      RETURNING token_hash`,
    [userId, keepHash, now],
  );
  return rows.length;
}

export async function setSessionRole(db: Queryable, tokenHash: string, role: Role): Promise<void> {
  await db.query('UPDATE sessions SET role = $2 WHERE token_hash = $1', [tokenHash, role]);
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
