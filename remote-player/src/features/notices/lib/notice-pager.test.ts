import { archivePlace } from './notice-archive';
import { archiveSearch, pageCount, pagerItems } from './notice-pager';

describe('archiveSearch', () => {
  it('writes only what is not the default', () => {
    expect(archiveSearch({ category: null, page: 1 })).toBe('');
    expect(archiveSearch({ category: 'update', page: 1 })).toBe('?category=update');
    expect(archiveSearch({ category: null, page: 4 })).toBe('?page=4');
    expect(archiveSearch({ category: 'news', page: 2 })).toBe('?category=news&page=2');
  });

  it('is read back as the same place', () => {
    const place = { category: 'event' as const, page: 7 };
    expect(archivePlace(new URLSearchParams(archiveSearch(place)))).toEqual(place);
  });
});

describe('pageCount', () => {
  it('counts whole pages, and one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });
});

describe('pagerItems', () => {
  it('shows every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pagerItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pagerItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pagerItems(9, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('leaves a page past the end out, and shows the list up to its last page', () => {
    expect(pagerItems(40, 3)).toEqual([1, 2, 3]);
  });
});
