/** The username the login page remembers (never the password). */
export const REMEMBERED_USERNAME_KEY = 'login-remembered-username';

/** Local storage that never throws (private mode, full quota): a failed write only means the value lasts the page. */
export function readStored<T>(key: string): T | undefined {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: nothing to do.
  }
}
