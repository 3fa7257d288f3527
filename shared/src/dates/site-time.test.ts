import { SITE_DEFAULTS } from '@site/contracts/site-defaults';
import { setSiteConfig } from '../config/site-config';
import { siteDay, siteTime } from './site-time';

afterEach(() => setSiteConfig(SITE_DEFAULTS));

describe('siteTime', () => {
  it("places an instant in the site's zone, not the machine's", () => {
    expect(siteTime('2026-11-27T16:30:00Z')).toEqual({ year: 2026, month: 11, day: 28, hour: 1, minute: 30 });
    expect(siteDay('2026-11-27T14:59:59Z')).toBe('2026-11-27');
    expect(siteDay('2026-11-27T15:00:00Z', '.')).toBe('2026.11.28');
  });

  it('agrees with a time-zone formatter when it adds a fixed offset', () => {
    const hours = Array.from({ length: 24 * 40 }, (_, i) => Date.UTC(2026, 0, 1) + i * 9.5 * 3600_000);
    const fixed = hours.map((ms) => siteTime(ms));
    setSiteConfig({ timeZone: 'Asia/Tokyo', utcOffsetMinutes: null });
    expect(hours.map((ms) => siteTime(ms))).toEqual(fixed);
  });

  it('follows daylight saving in a zone that has it', () => {
    setSiteConfig({ timeZone: 'Europe/Paris', utcOffsetMinutes: null });
    expect(siteTime('2026-01-15T23:30:00Z')).toMatchObject({ day: 16, hour: 0, minute: 30 });
    expect(siteTime('2026-07-15T22:30:00Z')).toMatchObject({ day: 16, hour: 0, minute: 30 });
  });

  it('gives nothing for what is not an instant', () => {
    expect(siteTime('soon')).toBeUndefined();
    expect(siteDay('soon')).toBe('');
  });
});
