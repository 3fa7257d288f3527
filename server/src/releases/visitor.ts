import { createHash, randomBytes } from 'node:crypto';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import { signText, verifiedText } from '../lib/signed-token.js';
import type { RunningCanary } from './canaries.js';

/**
 * A visitor, for canaries only: 128 random bits in a first-party cookie, tied to nothing else (no account, no
 * address), so that a visitor keeps the same version of a remote across pages and reloads.
 */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/**
 * The visitor cookie's value: the id signed with the server's visitor key, so that nobody chooses their own id (and
 * with it canary or live). `<id>.<signature>`.
 */
export function visitorCookieValue(secret: Buffer, visitor: string): string {
  return signText(secret, visitor);
}

/** The visitor a cookie names when the server signed it; undefined for a missing, forged or tampered one. */
export function visitorOfCookie(secret: Buffer, cookie: string | undefined): string | undefined {
  if (cookie === undefined || cookie.length > 100) return undefined;
  const visitor = verifiedText(secret, cookie);
  return isVisitorId(visitor) ? visitor : undefined;
}

/**
 * The visitor's place (0–99) for one canary: a hash of the visitor, the remote and the canary, so a visitor keeps
 * their place for the canary's life, and each new canary draws its visitors afresh (the same ones are not always
 * first).
 */
export function canaryBucket(visitor: string, remote: string, canaryId: number): number {
  const digest = createHash('sha256').update(`${visitor}\n${remote}\n${canaryId}`).digest();
  // 2^32 is not a multiple of 100: the first 4 % of places are favoured by one part in 43 million.
  return digest.readUInt32BE(0) % 100;
}

/** Whether this visitor gets the canary: the first `share` places of 100 do. */
export function getsCanary(visitor: string, canary: RunningCanary): boolean {
  return canaryBucket(visitor, canary.entry.name, canary.id) < canary.share;
}

/** The live index with the canary's version in place of the live one, for each canary this visitor gets. */
export function withCanaries(
  index: RemoteIndexEntry[],
  canaries: readonly RunningCanary[],
  visitor: string,
): RemoteIndexEntry[] {
  const chosen = new Map(
    canaries
      .filter((canary) => getsCanary(visitor, canary))
      .map((canary) => [canary.entry.name, canary.entry]),
  );
  if (chosen.size === 0) return index;
  // A canary of a remote with no live version is refused when it starts; the live list decides what is listed.
  return index.map((entry) => chosen.get(entry.name) ?? entry);
}
