import { archivePlace } from './notice-archive';

describe('archivePlace', () => {
  const place = (query: string) => archivePlace(new URLSearchParams(query));

  it('reads the category and the page of the address', () => {
    expect(place('category=event&page=3')).toEqual({ category: 'event', page: 3 });
    expect(place('')).toEqual({ category: null, page: 1 });
    expect(archivePlace(undefined)).toEqual({ category: null, page: 1 });
  });

  it.each(['0', '-2', '1.5', 'abc', '', '２', '1e3', ' 2'])('reads page=%j as the first page', (page) => {
    expect(place(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it('keeps a page far past the end as one the API can still be asked for', () => {
    expect(place('page=999999999999').page).toBe(100000);
  });

  it('reads a category it does not know, or in another letter case, as every category', () => {
    expect(place('category=drafts').category).toBeNull();
    expect(place('category=EVENT').category).toBeNull();
    expect(place('category=maintenance&category=event').category).toBe('maintenance');
  });
});
