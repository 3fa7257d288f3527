import { syncFirstViewCookie } from './first-view-cookie';
import { readSettings } from './settings';
import { REMEMBERED_USERNAME_KEY, writeStored } from './storage';

/**
 * A login form the browser posted itself (sent before the page's script ran, or without it) with "remember username"
 * ticked: the server hands the username over in this short-lived cookie (server/src/routes/user/login-form.ts), and
 * the next console page keeps it where the login page's script would have.
 */
export const POSTED_REMEMBER_COOKIE = 'remembered-username';

// Longer than any username an account can have: anything else is not the server's.
const MAX_USERNAME_LENGTH = 64;

/** A cookie's value, percent-decoded ('' when it does not decode); undefined when there is none. */
export function readCookie(doc: Document, name: string): string | undefined {
  const prefix = `${name}=`;
  const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return '';
  }
}

/** Moves a username the server handed over into the login page's storage, once, as its script does at a login. */
export function keepPostedRemember(locale: string, doc: Document = document): void {
  const username = readCookie(doc, POSTED_REMEMBER_COOKIE)?.trim();
  if (username === undefined) return;
  doc.cookie = `${POSTED_REMEMBER_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  if (!username || username.length > MAX_USERNAME_LENGTH || /\p{Cc}/u.test(username)) return;
  writeStored(REMEMBERED_USERNAME_KEY, username);
  syncFirstViewCookie({ locale, settings: readSettings(), rememberedUsername: true }, doc);
}
