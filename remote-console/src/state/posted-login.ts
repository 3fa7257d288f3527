import { ROLES, type Role } from '@site/contracts/api/roles';
import { syncFirstViewCookie } from './first-view-cookie';
import { readSettings } from './settings';
import { REMEMBERED_USERNAME_KEY, writeStored } from './storage';

/**
 * A login form the browser posted itself (sent before the page's script ran, or without it): the server hands the
 * next console page, in short-lived cookies (server/src/routes/user/login-form.ts), what the login page's script
 * would have kept at a login. Who signed in, "role:username":
 */
export const POSTED_LOGIN_COOKIE = 'posted-login';
/** And the username, when "remember username" was ticked. */
export const POSTED_REMEMBER_COOKIE = 'remembered-username';

// Longer than any username an account can have: anything else is not the server's.
const MAX_USERNAME_LENGTH = 64;

/** A cookie's value, percent-decoded ('' when it does not decode), deleted as it is read; undefined when there is none. */
function takeCookie(doc: Document, name: string): string | undefined {
  const prefix = `${name}=`;
  const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return '';
  }
}

/** A username as an account can have it, trimmed; undefined for anything else. */
function usernameOf(text: string): string | undefined {
  const username = text.trim();
  return username && username.length <= MAX_USERNAME_LENGTH && !/\p{Cc}/u.test(username)
    ? username
    : undefined;
}

export interface PostedLogin {
  role: Role;
  username: string;
}

/** The login the server handed over, once. */
export function takePostedLogin(doc: Document = document): PostedLogin | undefined {
  const value = takeCookie(doc, POSTED_LOGIN_COOKIE);
  const separator = value?.indexOf(':') ?? -1;
  if (value === undefined || separator < 0) return undefined;
  const role = value.slice(0, separator);
  const username = usernameOf(value.slice(separator + 1));
  if (!(ROLES as readonly string[]).includes(role) || !username) return undefined;
  return { role: role as Role, username };
}

/** Moves a username the server handed over into the login page's storage, once, as its script does at a login. */
export function keepPostedRemember(locale: string, doc: Document = document): void {
  const value = takeCookie(doc, POSTED_REMEMBER_COOKIE);
  const username = value === undefined ? undefined : usernameOf(value);
  if (!username) return;
  writeStored(REMEMBERED_USERNAME_KEY, username);
  syncFirstViewCookie({ locale, settings: readSettings(), rememberedUsername: true }, doc);
}
