import { parseDate, parseDateTime, toZoned } from '@internationalized/date';
import { siteDay, siteTime, siteTimeZone } from '@site/shared/core';

// Date and time fields of the console are read and written in the site's time zone (lib/site-dates.ts), as every
// date the console shows: a time typed in New York for a notice means the same wall-clock time in Japan. Kept apart
// from the formatters so that the pages without such fields do not load the calendar library.

const pad = (value: number) => String(value).padStart(2, '0');

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
