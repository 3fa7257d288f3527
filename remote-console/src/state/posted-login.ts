import { ROLES, type Role } from '@site/contracts/api/roles';
import { readCookie } from './posted-remember';

/**
 * Who a login form posted without the page's script signed in: the server hands it over in this short-lived cookie,
 * "role:username" (server/src/routes/user/login-form.ts), so the next console page can do what the login page's script
 * does at a login.
 */
export const POSTED_LOGIN_COOKIE = 'posted-login';

// Longer than any username an account can have: anything else is not the server's.
const MAX_USERNAME_LENGTH = 64;

export interface PostedLogin {
  role: Role;
  username: string;
}

/** The login the server handed over, once: the cookie is deleted as it is read. */
export function takePostedLogin(doc: Document = document): PostedLogin | undefined {
  const value = readCookie(doc, POSTED_LOGIN_COOKIE);
  if (value === undefined) return undefined;
  doc.cookie = `${POSTED_LOGIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  const separator = value.indexOf(':');
  const role = value.slice(0, separator);
  const username = value.slice(separator + 1).trim();
  if (separator < 0 || !(ROLES as readonly string[]).includes(role)) return undefined;
  if (!username || username.length > MAX_USERNAME_LENGTH || /\p{Cc}/u.test(username)) return undefined;
  return { role: role as Role, username };
}
