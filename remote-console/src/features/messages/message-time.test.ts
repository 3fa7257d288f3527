import { relativeTime } from './message-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says seconds, minutes, hours or days, whichever fits', () => {
    expect(relativeTime(ago(30), 'en-US', now)).toBe('30 seconds ago');
    expect(relativeTime(ago(5 * 60), 'en-US', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'en-US', now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), 'en-US', now)).toBe('yesterday');
  });

  it('speaks the console language', () => {
    expect(relativeTime(ago(3 * 3600), 'zh-CN', now)).toBe('3小时前');
  });
});
