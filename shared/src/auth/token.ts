import { atom } from 'jotai';
import { appStore } from '../state/store';

export const TOKEN_STORAGE_KEY = 'token';

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

const tokenValueAtom = atom<string | null>(readStoredToken());

/** The login token, kept in local storage under "token" (raw string, as the API returns it). */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    try {
      if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Private mode without storage: the session lasts for this page only.
    }
    set(tokenValueAtom, token);
  },
);

export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));

export function getToken(): string | null {
  return appStore.get(tokenAtom);
}

export function setToken(token: string | null): void {
  appStore.set(tokenAtom, token);
}

export function clearToken(): void {
  appStore.set(tokenAtom, null);
}
