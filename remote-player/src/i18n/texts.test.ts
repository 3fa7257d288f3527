import { text } from './texts';

describe('player texts', () => {
  it('finds a nested text', () => {
    expect(text('nav.news')).toBe('お知らせ');
  });

  it('fills in values', () => {
    expect(text('report.answers', { count: 12 })).toContain('12');
  });

  it('answers the key for a text that does not exist, so a gap is visible', () => {
    expect(text('nav.nothing')).toBe('nav.nothing');
  });
});
