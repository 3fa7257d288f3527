import { randomBytes } from 'node:crypto';
import type { DeployKey } from '@site/contracts/api/release-ops';
import { ErrorCode } from '@site/contracts/error-codes';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';
import { hashToken } from './tokens.js';

/**
 * A deploy key's secret: a prefix, then 256 random bits. The prefix tells a key from a session token (which has no
 * prefix and another length), so a key sent where only sessions count is refused as a key, not as a bad session.
 */
export const DEPLOY_KEY_PREFIX = 'rdk_';
const SECRET_SHAPE = /^rdk_[A-Za-z0-9_-]{43}$/;

export function looksLikeDeployKey(token: string): boolean {
  return token.startsWith(DEPLOY_KEY_PREFIX);
}

interface KeyRow {
  id: number;
  remote: string;
  name: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, remote, name, created_by, created_at, last_used_at, expires_at, revoked_at';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toKey(row: KeyRow): DeployKey {
  return {
    id: row.id,
    name: row.name,
    remote: row.remote,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
  };
}

export async function listKeys(db: Queryable, remote: string): Promise<DeployKey[]> {
  const rows = await db.query<KeyRow>(
    `SELECT ${COLUMNS} FROM deploy_keys WHERE remote = $1 ORDER BY id DESC`,
    [remote],
  );
  return rows.map(toKey);
}

export async function createKey(
  db: Queryable,
  input: { remote: string; name: string; expiresAt: Date | null; createdBy: string },
  now: Date,
): Promise<{ key: DeployKey; secret: string }> {
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw HttpError.badRequest('body.expiresAt must lie in the future');
  }
  const name = input.name.trim();
  const taken = await db.query(
    'SELECT 1 FROM deploy_keys WHERE remote = $1 AND lower(name) = lower($2) AND revoked_at IS NULL',
    [input.remote, name],
  );
  if (taken.length > 0) {
    throw HttpError.conflict('{remote} already has a key named "{name}": revoke it or choose another name', {
      remote: input.remote,
      name,
    });
  }
  const secret = `${DEPLOY_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const rows = await db.query<KeyRow>(
    `INSERT INTO deploy_keys (remote, name, secret_hash, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [input.remote, name, hashToken(secret), input.createdBy, now, input.expiresAt],
  );
  return { key: toKey(rows[0]!), secret };
}

/** Revokes a key of this remote; revoking it again changes nothing. */
export async function revokeKey(db: Queryable, remote: string, id: number, now: Date): Promise<DeployKey> {
  const rows = await db.query<KeyRow>(
    `UPDATE deploy_keys SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND remote = $2
     RETURNING ${COLUMNS}`,
    [id, remote, now],
  );
  if (!rows[0]) throw HttpError.notFound('{remote} has no deploy key {id}', { remote, id });
  return toKey(rows[0]);
}

/** A key as a request presents it; `refusal` says why it may not act (the caller is told exactly that). */
export interface PresentedKey {
  id: number;
  name: string;
  remote: string;
  refusal?: HttpError;
}

/**
 * The key behind a secret, and whether it may act on `remote` now. Undefined for a secret no key has: the caller
 * counts it as a failed attempt.
 */
export async function presentKey(
  db: Queryable,
  secret: string,
  remote: string,
  now: Date,
): Promise<PresentedKey | undefined> {
  if (!SECRET_SHAPE.test(secret)) return undefined;
  const row = (
    await db.query<KeyRow>(`SELECT ${COLUMNS} FROM deploy_keys WHERE secret_hash = $1`, [hashToken(secret)])
  )[0];
  if (!row) return undefined;
  const key: PresentedKey = { id: row.id, name: row.name, remote: row.remote };
  if (row.revoked_at) {
    key.refusal = new HttpError(401, ErrorCode.notLoggedIn, 'The deploy key "{key}" was revoked', {
      key: row.name,
    });
  } else if (row.expires_at && row.expires_at.getTime() <= now.getTime()) {
    key.refusal = new HttpError(401, ErrorCode.notLoggedIn, 'The deploy key "{key}" expired at {at}', {
      key: row.name,
      at: row.expires_at.toISOString(),
    });
  } else if (row.remote !== remote) {
    key.refusal = HttpError.forbidden('The deploy key "{key}" is for {own}, not {remote}', {
      key: row.name,
      own: row.remote,
      remote,
    });
  }
  return key;
}

/** Marks a key as used now (the console's "last used"). */
export async function markKeyUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE deploy_keys SET last_used_at = $2 WHERE id = $1', [id, now]);
}
