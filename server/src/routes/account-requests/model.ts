import { randomInt } from 'node:crypto';
import {
  type AccountRequestKind,
  type AccountRequestStatus,
  RESET_CODE_LENGTH,
  normaliseResetCode,
} from '@site/contracts/api/account-request-fields';
import type { AccountRequest } from '@site/contracts/api/account-requests';
import { hashToken } from '../../auth/tokens.js';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_SHAPE = new RegExp(`^[${CODE_ALPHABET}]{${RESET_CODE_LENGTH}}$`);

/** A new one-time reset code, in groups of four (ABCD-EFGH-…) for reading out. */
export function newResetCode(): string {
  const chars = Array.from(
    { length: RESET_CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  );
  return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** What is stored of a code: the SHA-256 of its normal form; undefined for what cannot be a code. */
export function resetCodeHash(typed: string): string | undefined {
  const code = normaliseResetCode(typed);
  return CODE_SHAPE.test(code) ? hashToken(code) : undefined;
}

export interface AccountRequestRow {
  id: number;
  kind: AccountRequestKind;
  status: AccountRequestStatus;
  username: string;
  name: string;
  email: string;
  note: string;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  code_expires_at: Date | null;
  account_exists: boolean;
}

/** The columns of AccountRequestRow, for a query on account_requests as r. */
export const REQUEST_COLUMNS = `r.id, r.kind, r.status, r.username, r.name, r.email, r.note, r.created_at,
  r.decided_at, r.decided_by, r.code_expires_at,
  EXISTS (SELECT 1 FROM users u WHERE lower(u.username) = lower(r.username)) AS account_exists`;

export function toAccountRequest(row: AccountRequestRow): AccountRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    username: row.username,
    name: row.name,
    email: row.email,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    accountExists: row.account_exists,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    codeExpiresAt: row.code_expires_at?.toISOString() ?? null,
  };
}
