import { atom } from 'jotai';
import { appStore } from '../state/store';

/**
 * Whether this browser holds a console session. The session itself is a cookie no script can read (DESIGN section
 * 4); this mark, which is no secret, only lets a page choose between the console and the login without a round trip.
 * The server has the last word: an answer "not logged in" clears the mark.
 */
export const SIGNED_IN_STORAGE_KEY = 'signed-in';

// Earlier releases kept the session token itself in local storage; it must not linger where any script reads it.
const LEGACY_TOKEN_KEY = 'token';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Private mode without storage: the mark lasts for this page only.
    return undefined;
  }
}

function readMark(): boolean {
  try {
    const store = storage();
    store?.removeItem(LEGACY_TOKEN_KEY);
    return store?.getItem(SIGNED_IN_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

const markAtom = atom(readMark());

export const isLoggedInAtom = atom(
  (get) => get(markAtom),
  (_get, set, signedIn: boolean) => {
    try {
      if (signedIn) storage()?.setItem(SIGNED_IN_STORAGE_KEY, '1');
      else storage()?.removeItem(SIGNED_IN_STORAGE_KEY);
    } catch {
      // Storage full or refused: the mark still holds for this page.
    }
    set(markAtom, signedIn);
  },
);

// A login or logout in another tab applies here too, so no tab goes on showing a console it is no longer signed in to.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === SIGNED_IN_STORAGE_KEY || event.key === null) appStore.set(markAtom, readMark());
});

export function isSignedIn(): boolean {
  return appStore.get(isLoggedInAtom);
}

export function markSignedIn(): void {
  appStore.set(isLoggedInAtom, true);
}

export function markSignedOut(): void {
  appStore.set(isLoggedInAtom, false);
}
