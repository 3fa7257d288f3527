import type { FastifyError } from 'fastify';
import { invalidBodyField } from '../../lib/form-post.js';
import { HttpError } from '../../lib/http-error.js';

/** The console's login page. */
export const LOGIN_PATH = '/login';

/** The console's home page: where a login lands unless the login page was sent a page to go back to. */
export const WORKPLACE_PATH = '/dashboard/workplace';

export const USERNAME_EMPTY = 'Username cannot be empty';
export const PASSWORD_EMPTY = 'Password cannot be empty';
export const WRONG_CREDENTIALS = 'Wrong username or password';

/** What the login page shows for its ?error= parameter (remote-console's login page has the texts). */
type LoginError =
  'credentials-required' | 'username-required' | 'password-required' | 'wrong-credentials' | 'too-many';

const ERROR_OF_MESSAGE = new Map<string, LoginError>([
  [USERNAME_EMPTY, 'username-required'],
  [PASSWORD_EMPTY, 'password-required'],
  [WRONG_CREDENTIALS, 'wrong-credentials'],
]);

// Control characters never belong in an address; a browser drops tabs and line breaks from one, which would turn
// "/\t/evil.example" into "//evil.example".
const CONTROL = /\p{Cc}/u;
// What is left outside printable ASCII (spaces, other scripts) is percent-encoded, as a browser would send it.
const NOT_PRINTABLE_ASCII = /[^\x21-\x7e]+/g;

/**
 * Where a login may send the browser: a path of this site only, never another site ("//evil.example",
 * "https://…", "/\evil.example", which browsers read as "//evil.example") nor the login page itself. The same rule
 * as the console's safeRedirect (remote-console/src/features/account/components/login-page.tsx).
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return WORKPLACE_PATH;
  if (target.startsWith('//') || target.startsWith('/\\') || CONTROL.test(target)) return WORKPLACE_PATH;
  if (target === '/login' || target.startsWith('/login?')) return WORKPLACE_PATH;
  try {
    return target.replace(NOT_PRINTABLE_ASCII, (text) => encodeURIComponent(text));
  } catch {
    // An unpaired surrogate has no encoding.
    return WORKPLACE_PATH;
  }
}

export interface LoginForm {
  /** Where the browser goes once signed in. */
  next: string;
  /** The page asked for it (the login page's ?redirect=): a failed attempt keeps it. */
  asked: boolean;
  /** The "remember username" box was ticked. */
  remember: boolean;
}

export function readLoginForm(redirect: unknown, remember: unknown): LoginForm {
  const next = safeRedirect(redirect);
  return { next, asked: next !== WORKPLACE_PATH, remember: remember !== undefined };
}

/**
 * The username a login form posted without the page's script asked to remember: the page keeps it in the browser's
 * storage, which only its script can write, so the server hands it over in this cookie, for a few minutes, and the
 * console's next page moves it there (remote-console/src/state/posted-login.ts).
 */
export const POSTED_REMEMBER_COOKIE = 'remembered-username';
export const POSTED_REMEMBER_SECONDS = 300;

/**
 * Who a login form posted without the page's script signed in, as "role:username": the console's next page does what
 * the login page's script does at a login (greets them, keeps the role, starts their tabs afresh when the browser's
 * last user was another), then deletes it (remote-console/src/state/posted-login.ts). No secret: the page's own.
 */
export const POSTED_LOGIN_COOKIE = 'posted-login';

/**
 * The login page again, saying why, for a refused form login; undefined for what is not the visitor's to read on
 * the page (an unknown field, a server fault), which is answered as for a JSON call. A username or password no
 * account can have (too long, control characters) is a wrong pair. Never the typed username or password.
 */
export function loginFailurePage(error: Error, form: LoginForm, body: unknown): string | undefined {
  const code = ((): LoginError | undefined => {
    if ((error as FastifyError).statusCode === 429) return 'too-many';
    if (error instanceof HttpError) {
      const refused = ERROR_OF_MESSAGE.get(error.template);
      // The page names every empty field at once, as its script does; the check stops at the first.
      const password = (body as { password?: unknown } | undefined)?.password;
      const bothEmpty = refused === 'username-required' && (password === undefined || password === '');
      return bothEmpty ? 'credentials-required' : refused;
    }
    const invalid = invalidBodyField(error as FastifyError);
    return invalid?.field === 'username' || invalid?.field === 'password' ? 'wrong-credentials' : undefined;
  })();
  if (code === undefined) return undefined;
  const redirect = form.asked ? `&redirect=${encodeURIComponent(form.next)}` : '';
  return `/login?error=${code}${redirect}`;
}
