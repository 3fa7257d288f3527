import { formatDate, formatPercent } from './format';

describe('formatDate', () => {
  it('gives the date in Japan, whatever the time zone of the browser', () => {
    expect(formatDate('2026-04-20T15:00:00Z')).toBe('2026.04.21');
    expect(formatDate('2026-04-20T14:59:59Z')).toBe('2026.04.20');
    expect(formatDate('2026-12-31T15:00:00.000Z')).toBe('2027.01.01');
    expect(formatDate('2026-01-05T09:00:00+09:00')).toBe('2026.01.05');
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
