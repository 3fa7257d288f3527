import { SITE_DEFAULTS } from '@site/contracts/site-defaults';
import { setSiteConfig } from '@site/shared/core';
import { formatDate, formatPercent } from './format';

afterEach(() => setSiteConfig(SITE_DEFAULTS));

describe('formatDate', () => {
  it('gives the date in Japan, whatever the time zone of the browser', () => {
    expect(formatDate('2026-04-20T15:00:00Z')).toBe('2026.04.21');
    expect(formatDate('2026-04-20T14:59:59Z')).toBe('2026.04.20');
    expect(formatDate('2026-12-31T15:00:00.000Z')).toBe('2027.01.01');
    expect(formatDate('2026-01-05T09:00:00+09:00')).toBe('2026.01.05');
  });

  it("gives the date in the site's time zone when another is configured", () => {
    setSiteConfig({ timeZone: 'America/New_York', utcOffsetMinutes: null });
    expect(formatDate('2026-11-28T03:00:00Z')).toBe('2026.11.27');
    expect(formatDate('2026-07-01T03:59:00Z')).toBe('2026.06.30');
    expect(formatDate('2026-07-01T04:00:00Z')).toBe('2026.07.01');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPercent', () => {
  it('shows one decimal', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
  });
});
