// Japan time has been UTC+9 all year since 1951 (no daylight saving), so the date in Japan is the UTC date nine hours
// on. Intl.DateTimeFormat with a time zone gives the same result but costs tens of milliseconds to create, which a
// page showing its first dates should not pay.
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** 2026.04.21, in Japan time (where the game is run). */
export function formatDate(iso: string): string {
  const date = new Date(new Date(iso).getTime() + JAPAN_OFFSET_MS);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}
