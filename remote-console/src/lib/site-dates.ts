import { parseDate, parseDateTime, toZoned } from '@internationalized/date';
import { siteDay, siteTime, siteTimeZone } from '@site/shared/core';

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

/** A datetime-local field's value ("2026-11-28T10:30") for an instant: its wall-clock time in the site's zone. */
export function siteDateTimeInput(iso: string): string {
  const time = siteTime(iso);
  return time ? `${siteDay(iso)}T${pad(time.hour)}:${pad(time.minute)}` : '';
}

const DATE_TIME_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a datetime-local value names in the site's time zone, or undefined when it names none. A time that a
 * change of clocks skips or repeats is read as the clock would run on ("compatible", as Temporal does).
 */
export function instantOfSiteDateTime(value: string): number | undefined {
  if (!DATE_TIME_INPUT.test(value)) return undefined;
  try {
    return toZoned(parseDateTime(value), siteTimeZone(), 'compatible').toDate().getTime();
  } catch {
    return undefined;
  }
}

/** Today in the site's time zone, as a date field writes it (YYYY-MM-DD). */
export function siteToday(now: number = Date.now()): string {
  return siteDay(now);
}

/** The end of a day (YYYY-MM-DD) in the site's time zone, that is the start of the next: "until the 30th" includes it. */
export function endOfSiteDay(day: string): string {
  return toZoned(parseDate(day).add({ days: 1 }), siteTimeZone())
    .toDate()
    .toISOString();
}
