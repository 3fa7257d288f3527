import type { DeployKey } from '@site/contracts/api/release-ops';

export type DeployKeyState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: it is what an admin did, and it never comes back. */
export function deployKeyState(key: DeployKey, now: number = Date.now()): DeployKeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

/** A calendar day (YYYY-MM-DD) in the browser's time zone, as a date input reads and writes it. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The instant a key chosen to be valid until `day` stops working: the end of that day where the admin is (the start
 * of the next one), so that "until the 30th" includes the 30th.
 */
export function endOfLocalDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + 1).toISOString();
}
