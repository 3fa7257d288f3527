import { siteTime, siteTimeZone } from '@site/shared/core';

// The console shows every date in the site's time zone, as the player's site and the server's render do, whatever
// the zone of the staff member's browser: a notice is "the 28th" everywhere.

const formats = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter in the console's language that shows instants in the site's time zone (kept: they are dear). */
export function siteDateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = siteTimeZone();
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** Date and time, e.g. "Nov 28, 2026, 10:30 AM" or "2026年11月28日 10:30". */
export function formatDateTime(iso: string, language: string): string {
  return siteDateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The site's offset from UTC at an instant, as "UTC+09:00". */
export function siteUtcOffset(instant: number = Date.now()): string {
  const time = siteTime(instant);
  if (!time) return 'UTC';
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const minutes = Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
