import { createHmac, randomBytes } from 'node:crypto';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '@site/contracts/remote-index';
import { readPayload, signPayload } from '../lib/signed-token.js';

/**
 * What a page view was served, signed by the server into the page (and /remotes.json): its reports count only for
 * these versions, and only once. The claims are short-keyed because every page and every report carries them.
 */
export interface PageViewClaims {
  /** The page view's id: 128 random bits. */
  i: string;
  /** When the page was served, in whole seconds since the epoch. */
  t: number;
  /** The version of each remote the page view got (live, canary or preview, as the server chose), by name. */
  v: Record<string, string>;
  /** The visitor's key while a canary runs (a keyed hash of their visitor cookie, never the cookie itself). */
  u?: string;
}

// Three remotes' names and versions with the rest: a few hundred characters. Anything much longer was not signed here.
const MAX_TOKEN_LENGTH = 1000;
const remoteName = new RegExp(REMOTE_NAME_PATTERN);
const versionText = new RegExp(VERSION_PATTERN);

/** A short keyed hash: stands for an address or a visitor in the counting, and cannot be turned back into either. */
export function keyedHash(secret: Buffer, kind: string, value: string): string {
  return createHmac('sha256', secret)
    .update(`${kind}\n${value}`)
    .digest()
    .subarray(0, 12)
    .toString('base64url');
}

export function signPageViewToken(
  secret: Buffer,
  versions: Record<string, string>,
  now: number,
  visitor?: string,
): string {
  const claims: PageViewClaims = {
    i: randomBytes(16).toString('base64url'),
    t: Math.floor(now / 1000),
    v: versions,
    ...(visitor === undefined ? {} : { u: keyedHash(secret, 'visitor', visitor) }),
  };
  return signPayload(secret, claims);
}

function isClaims(value: unknown): value is PageViewClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { i, t, v, u } = value as Record<string, unknown>;
  return (
    typeof i === 'string' &&
    /^[\w-]{22}$/.test(i) &&
    Number.isSafeInteger(t) &&
    typeof v === 'object' &&
    v !== null &&
    Object.entries(v).every(
      ([name, version]) => remoteName.test(name) && typeof version === 'string' && versionText.test(version),
    ) &&
    (u === undefined || (typeof u === 'string' && /^[\w-]{16}$/.test(u)))
  );
}

/**
 * The claims of a token this server signed; 'forged' for anything else: a token that is not one (cut short, made up,
 * signed with another key) as much as one whose claims were changed.
 */
export function readPageViewToken(secret: Buffer, token: string): PageViewClaims | 'forged' {
  const read = readPayload(secret, token, MAX_TOKEN_LENGTH);
  return 'refusal' in read || !isClaims(read.payload) ? 'forged' : read.payload;
}
