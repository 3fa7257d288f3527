import { getSiteConfig } from '../config/site-config';

/** An instant's calendar and clock in the site's time zone. */
export interface SiteTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Building a time-zone formatter is far dearer than using one: one per zone, made when first needed.
const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * Where an instant falls in the site's time zone (the site config's `timeZone`), the same in the server's render and
 * in any visitor's browser; undefined for what is not an instant. A zone with one offset all year (the default,
 * Japan) needs no time-zone formatter: the first one a page builds costs a slow phone a hundred milliseconds and more.
 */
export function siteTime(instant: string | number | Date): SiteTime | undefined {
  const ms = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(ms)) return undefined;
  const { timeZone, utcOffsetMinutes } = getSiteConfig();
  if (utcOffsetMinutes !== null) {
    const shifted = new Date(ms + utcOffsetMinutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(ms)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The site's calendar day of an instant as YYYY-MM-DD (with another separator if given); '' for no instant. */
export function siteDay(instant: string | number | Date, separator = '-'): string {
  const time = siteTime(instant);
  return time ? [time.year, pad(time.month), pad(time.day)].join(separator) : '';
}

/** The site's time zone, for the Intl formatters that show dates in words (`timeZone` option). */
export function siteTimeZone(): string {
  return getSiteConfig().timeZone;
}
