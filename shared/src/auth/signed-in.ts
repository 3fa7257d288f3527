import { atom } from '../state/atoms';
import { appStore } from '../state/store';

/**
 * Whether this browser holds a console session. The session itself is a cookie no script can read (DESIGN section
 * 4); beside it the server sets this mark, a cookie that holds no secret, and clears both together (at logout, and
 * when it finds the session gone). A page reads it to choose between the console and the login without a round trip,
 * also after a login without scripts (a plain form post). The server has the last word: an answer "not logged in"
 * clears it.
 */
export const SIGNED_IN_COOKIE = 'signed-in';

// Earlier releases kept the session token itself in local storage; it must not linger where any script reads it.
const LEGACY_TOKEN_KEY = 'token';

function readMark(): boolean {
  const doc = globalThis.document;
  if (!doc) return false;
  return doc.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}

try {
  globalThis.localStorage?.removeItem(LEGACY_TOKEN_KEY);
} catch {
  // Storage refused (private mode): there is nothing in it either.
}

const markAtom = atom(readMark());

export const isLoggedInAtom = atom((get) => get(markAtom));

// A login or logout in another tab changes the cookie; a tab coming back into view reads it again.
globalThis.document?.addEventListener('visibilitychange', () => {
  if (globalThis.document.visibilityState === 'visible') appStore.set(markAtom, readMark());
});

export function isSignedIn(): boolean {
  return appStore.get(isLoggedInAtom);
}

/** After a login: the server's answer has set the mark. */
export function markSignedIn(): void {
  appStore.set(markAtom, readMark());
}

/** After a logout, or an answer "not logged in": gone here too, even when the server could not be told. */
export function markSignedOut(): void {
  const doc = globalThis.document;
  if (doc) doc.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  appStore.set(markAtom, false);
}
