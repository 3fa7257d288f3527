import { readAtom } from '@site/shared/core';
import {
  TABS_STORAGE_KEY,
  VISITS_STORAGE_KEY,
  WORKPLACE_TAB,
  addTab,
  clearVisits,
  closeTabs,
  normalizeTabs,
  recordVisit,
  resetTabs,
  claimConsoleFor,
  tabsAtom,
  visitsAtom,
} from './tabs';

const tab = (name: string, extra: object = {}) => ({
  name,
  title: `menu.${name}`,
  fullPath: `/x/${name}`,
  query: {},
  ...extra,
});

describe('tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTabs();
  });

  it('start with the workplace and never add redirect tabs', () => {
    expect(readAtom(tabsAtom)).toEqual([WORKPLACE_TAB]);
    addTab(tab('redirect', { fullPath: '/redirect/x' }));
    expect(readAtom(tabsAtom)).toHaveLength(1);
  });

  it('keep the query and update an open tab in place', () => {
    addTab(tab('list', { fullPath: '/list?page=2', query: { page: '2' } }));
    addTab(tab('list', { fullPath: '/list?page=3', query: { page: '3' } }));
    expect(readAtom(tabsAtom).map((t) => t.fullPath)).toEqual([WORKPLACE_TAB.fullPath, '/list?page=3']);
  });

  it('persist all but ignoreCache tabs, and restore cleanly', () => {
    addTab(tab('a'));
    addTab(tab('result', { ignoreCache: true }));
    const saved = JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? '[]') as { name: string }[];
    expect(saved.map((t) => t.name)).toEqual(['workplace', 'a']);
    expect(
      normalizeTabs([tab('b'), tab('b'), { junk: true }, tab('result', { ignoreCache: true })]).map(
        (t) => t.name,
      ),
    ).toEqual(['workplace', 'b']);
  });

  it('close current, left, right, others and all, always keeping the workplace', () => {
    ['a', 'b', 'c', 'd'].forEach((name) => addTab(tab(name)));
    const names = () => readAtom(tabsAtom).map((t) => t.name);
    expect(closeTabs('current', 'c', 'c')?.name).toBe('b');
    expect(names()).toEqual(['workplace', 'a', 'b', 'd']);
    closeTabs('left', 'b', 'b');
    expect(names()).toEqual(['workplace', 'b', 'd']);
    closeTabs('right', 'b', 'b');
    expect(names()).toEqual(['workplace', 'b']);
    addTab(tab('e'));
    closeTabs('others', 'e', 'e');
    expect(names()).toEqual(['workplace', 'e']);
    expect(closeTabs('all', 'e', 'e')?.name).toBe('workplace');
    expect(names()).toEqual(['workplace']);
  });
});

describe('recently visited', () => {
  const visit = (name: string) => ({ name, title: `menu.${name}`, fullPath: `/x/${name}` });
  const names = () => readAtom(visitsAtom).map((v) => v.name);

  beforeEach(() => {
    localStorage.clear();
    clearVisits();
  });

  it('are kept newest first, once per page, for the user who signed in', () => {
    claimConsoleFor('Admin');
    recordVisit(visit('a'), 1);
    recordVisit(visit('b'), 2);
    recordVisit(visit('a'), 3);
    expect(names()).toEqual(['a', 'b']);
    expect(JSON.parse(localStorage.getItem(VISITS_STORAGE_KEY) ?? '{}')).toMatchObject({ owner: 'admin' });
    // The same account signing in again (in any letter case) keeps its own history.
    claimConsoleFor('admin');
    expect(names()).toEqual(['a', 'b']);
  });

  it('start again, with the tabs, for another user signing in, and stay for the same one', () => {
    claimConsoleFor('admin');
    addTab(tab('account-requests', { fullPath: '/user/account-requests' }));
    claimConsoleFor('ADMIN');
    expect(readAtom(tabsAtom).map((t) => t.name)).toEqual([WORKPLACE_TAB.name, 'account-requests']);
    claimConsoleFor('user');
    expect(readAtom(tabsAtom)).toEqual([WORKPLACE_TAB]);
  });

  it('are not shown to the next user who signs in on the browser, nor kept after a logout', () => {
    claimConsoleFor('admin');
    recordVisit(visit('monitor'));
    claimConsoleFor('user');
    expect(names()).toEqual([]);
    recordVisit(visit('analysis'));
    clearVisits();
    expect(names()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(VISITS_STORAGE_KEY) ?? '{}')).toEqual({ owner: '', visits: [] });
  });
});
