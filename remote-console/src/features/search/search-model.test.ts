import { type SearchOption, type SearchPage, isSearchShortcut, matchPages, moveActive } from './search-model';

const PAGES: SearchPage[] = [
  { key: 'workplace', path: '/dashboard/workplace', label: 'Workplace', section: 'Dashboard' },
  { key: 'monitor', path: '/dashboard/monitor', label: 'Monitor', section: 'Dashboard' },
  { key: 'search-table', path: '/list/search-table', label: 'Search Table', section: 'List' },
  { key: 'card-list', path: '/list/card', label: 'Card List', section: 'List' },
  { key: 'form-step', path: '/form/step', label: '分步表单', section: '表单' },
];

const keys = (pages: SearchPage[]) => pages.map((page) => page.key);

describe('matchPages', () => {
  it('offers every page, in the menu order, before anything is typed', () => {
    expect(keys(matchPages(PAGES, '  '))).toEqual(keys(PAGES));
  });

  it('ranks labels that start with the text, then labels that contain it, then sections and addresses', () => {
    expect(keys(matchPages(PAGES, 'LIST'))).toEqual(['card-list', 'search-table']);
    expect(keys(matchPages(PAGES, 'ta'))).toEqual(['search-table']);
    expect(keys(matchPages(PAGES, 'dash'))).toEqual(['workplace', 'monitor']);
    expect(keys(matchPages(PAGES, '/form'))).toEqual(['form-step']);
    expect(keys(matchPages(PAGES, 'zzz'))).toEqual([]);
  });

  it('folds full-width letters and finds Chinese labels', () => {
    expect(keys(matchPages(PAGES, 'ＭＯＮ'))).toEqual(['monitor']);
    expect(keys(matchPages(PAGES, '分步'))).toEqual(['form-step']);
  });
});

describe('moveActive', () => {
  const options: SearchOption[] = ['a', 'b', 'c'].map((id) => ({ id, kind: 'page', path: `/${id}` }));

  it('moves through the options and wraps around at both ends', () => {
    expect(moveActive(options, null, 1)).toBe('a');
    expect(moveActive(options, null, -1)).toBe('c');
    expect(moveActive(options, 'a', 1)).toBe('b');
    expect(moveActive(options, 'c', 1)).toBe('a');
    expect(moveActive(options, 'a', -1)).toBe('c');
    expect(moveActive([], 'a', 1)).toBeNull();
  });
});

describe('isSearchShortcut', () => {
  const press = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'target', { value: target });
    return isSearchShortcut(event);
  };

  it('opens on Ctrl+K and ⌘K anywhere, and on "/" outside text fields', () => {
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const button = document.createElement('button');
    expect(press({ key: 'k', ctrlKey: true }, input)).toBe(true);
    expect(press({ key: 'K', metaKey: true })).toBe(true);
    expect(press({ key: '/' }, button)).toBe(true);
    expect(press({ key: '/' }, input)).toBe(false);
    expect(press({ key: '/' }, editor)).toBe(false);
    expect(press({ key: 'k' })).toBe(false);
    expect(press({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press({ key: 'k', ctrlKey: true, altKey: true })).toBe(false);
  });
});
