import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before (OWASP's "device cookies"): the login answers it a cookie naming
 * the username and a random nonce, signed with the server's cookie key (@fastify/cookie's signing, keyed in
 * lib/signing-secret.ts). A later login for that username from that browser is a known device's: it has an allowance
 * of its own, apart from the addresses' and the server's, so a flood from elsewhere cannot lock its owner out, and
 * its failures lock out only that browser (auth/login-attempts.ts).
 */
export interface DeviceCookie {
  /** The username it was issued for, in lower case (as logins compare usernames). */
  username: string;
  /** Names this browser in the per-device counters. */
  nonce: string;
}

/** Sent only to the login: no other call reads it. The path rules out the __Host- prefix; __Secure- still applies. */
const DEVICE_COOKIE_PATH = '/api/user/login';

// "<nonce>.<expiry in seconds since the epoch>.<username>", and @fastify/cookie's signature after it.
const VALUE_SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.(.{1,64})$/su;
// Longer than any cookie this server issues: anything longer is not read at all.
const MAX_COOKIE_LENGTH = 400;

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Secure-site-device' : 'site-device';
}

/** The device cookie a request carries, when this site signed it, it has not expired, and its parts are sound. */
export function readDeviceCookie(
  request: FastifyRequest,
  secure: boolean,
  now: number,
): DeviceCookie | undefined {
  const raw = request.cookies[deviceCookieName(secure)];
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  const [, nonce, expiry, username] = VALUE_SHAPE.exec(unsigned.value) ?? [];
  if (!nonce || !expiry || !username || Number(expiry) * 1000 <= now) return undefined;
  return { username, nonce };
}

/**
 * Marks this browser as a known device of `username` for `days`: with the nonce it already has for that username
 * (a known device gets no second one), else a new one.
 */
export function setDeviceCookie(
  reply: FastifyReply,
  options: { username: string; known: DeviceCookie | undefined; days: number; secure: boolean; now: number },
): void {
  const nonce = options.known?.nonce ?? randomBytes(16).toString('base64url');
  const maxAge = options.days * 24 * 3600;
  const expiry = Math.floor(options.now / 1000) + maxAge;
  reply.setCookie(deviceCookieName(options.secure), `${nonce}.${expiry}.${options.username}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: DEVICE_COOKIE_PATH,
    maxAge,
  });
}
