import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the client stores and sends as its bearer token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The server keeps only this, so the sessions table cannot be replayed if it leaks. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
