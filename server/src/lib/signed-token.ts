import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Text signed with a key of the server's: `<text>.<HMAC-SHA256 of it, base64url>`. A token of this shape carries its
 * claims as base64url JSON, readable by anyone and changed by no one without the key.
 */
export function signText(secret: Buffer, text: string): string {
  return `${text}.${mac(secret, text).toString('base64url')}`;
}

function mac(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/** The text of a value signText signed with this key, or undefined for anything else. */
export function verifiedText(secret: Buffer, signed: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const text = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64url');
  const expected = mac(secret, text);
  return given.length === expected.length && timingSafeEqual(given, expected) ? text : undefined;
}

export function signPayload(secret: Buffer, payload: unknown): string {
  return signText(secret, Buffer.from(JSON.stringify(payload)).toString('base64url'));
}

export type TokenRead = { payload: unknown } | { refusal: 'malformed' | 'forged' };

/**
 * The claims of a token signPayload signed with this key; else 'malformed' for something that is no such token (too
 * long, not two base64url parts), 'forged' for one this key did not sign. The caller checks the claims' shape.
 */
export function readPayload(secret: Buffer, token: string, maxLength: number): TokenRead {
  if (token.length > maxLength || !/^[\w-]+\.[\w-]+$/.test(token)) return { refusal: 'malformed' };
  const body = verifiedText(secret, token);
  if (body === undefined) return { refusal: 'forged' };
  try {
    return { payload: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown };
  } catch {
    return { refusal: 'malformed' };
  }
}
