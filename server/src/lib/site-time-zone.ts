/**
 * The site's time zone (SITE_TIME_ZONE): an IANA name that both the server's Intl and PostgreSQL know. Every date the
 * pages show and every day the API counts is in it.
 */

/** The years of the instants the site holds (API.md: from 2000 up to 2101). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** The zone as given, once Intl knows it; else an error that names the setting. */
export function parseTimeZone(name: string, value: string): string {
  const zone = value.trim();
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`${name} must be an IANA time zone such as Asia/Tokyo or Europe/Paris, got "${value}"`);
  }
}

/**
 * The zone's offset from UTC in minutes when it is the same all through the years the site holds, else null.
 * Daylight saving takes in the first of July in the north and the first of January in the south, and a changed
 * standard time shows at the next of them: two instants a year find every change.
 */
export function fixedUtcOffsetMinutes(timeZone: string): number | null {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetAt = (instant: number) => format.format(instant).split(' ').pop();
  const first = offsetAt(Date.UTC(FIRST_YEAR, 0, 1));
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    for (const month of [0, 6]) if (offsetAt(Date.UTC(year, month, 1)) !== first) return null;
  }
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(first ?? '');
  if (!match) return null;
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}
