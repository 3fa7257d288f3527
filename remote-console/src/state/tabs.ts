import { atom, readAtom, writeAtom } from '@site/shared/core';
import { WORKPLACE_PATH } from './paths';
import { readStored, writeStored } from './storage';

export { WORKPLACE_PATH };

export const TABS_STORAGE_KEY = 'console-tabs';
export const VISITS_STORAGE_KEY = 'console-visits';
const MAX_VISITS = 8;

/** SPEC section 3 "Tab entry". */
export interface TabEntry {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache?: boolean;
}

export const WORKPLACE_TAB: TabEntry = {
  title: 'menu.dashboard.workplace',
  name: 'workplace',
  fullPath: WORKPLACE_PATH,
  query: {},
};

function isTab(value: unknown): value is TabEntry {
  const tab = value as TabEntry;
  return (
    typeof tab === 'object' &&
    tab !== null &&
    typeof tab.name === 'string' &&
    typeof tab.title === 'string' &&
    typeof tab.fullPath === 'string' &&
    tab.fullPath.startsWith('/')
  );
}

/** Stored tabs, cleaned: the workplace first, no redirect or ignoreCache tab, each name once. */
export function normalizeTabs(input: unknown): TabEntry[] {
  const list = Array.isArray(input) ? input.filter(isTab) : [];
  const result: TabEntry[] = [WORKPLACE_TAB];
  for (const tab of list) {
    if (tab.name === WORKPLACE_TAB.name || tab.ignoreCache || isRedirect(tab)) continue;
    if (result.some((other) => other.name === tab.name)) continue;
    result.push({ ...tab, query: tab.query && typeof tab.query === 'object' ? tab.query : {} });
  }
  return result;
}

function isRedirect(tab: Pick<TabEntry, 'name' | 'fullPath'>): boolean {
  return tab.name === 'redirect' || tab.fullPath.startsWith('/redirect/');
}

const tabsValueAtom = atom<TabEntry[]>(normalizeTabs(readStored(TABS_STORAGE_KEY)));

/** The open tabs; persisted, so they survive a reload. ignoreCache tabs are shown but never stored. */
export const tabsAtom = atom(
  (get) => get(tabsValueAtom),
  (_get, set, tabs: TabEntry[]) => {
    set(tabsValueAtom, tabs);
    writeStored(
      TABS_STORAGE_KEY,
      tabs.filter((tab) => !tab.ignoreCache),
    );
  },
);

/** Adds a tab for a visited page, or updates its address (the query is kept); redirect pages are never added. */
export function addTab(tab: TabEntry): void {
  if (isRedirect(tab)) return;
  const tabs = readAtom(tabsAtom);
  const index = tabs.findIndex((other) => other.name === tab.name);
  if (index === -1) writeAtom(tabsAtom, [...tabs, tab]);
  else if (tabs[index]!.fullPath !== tab.fullPath || tabs[index]!.title !== tab.title) {
    const next = [...tabs];
    next[index] = { ...tab };
    writeAtom(tabsAtom, next);
  }
}

export type CloseAction = 'current' | 'left' | 'right' | 'others' | 'all';

/**
 * Closes tabs around `name`; the workplace tab always stays. Returns the tab to show afterwards when the current
 * one was closed, else undefined.
 */
export function closeTabs(action: CloseAction, name: string, currentName?: string): TabEntry | undefined {
  const tabs = readAtom(tabsAtom);
  const index = tabs.findIndex((tab) => tab.name === name);
  if (index === -1) return undefined;
  const keep = (tab: TabEntry, i: number): boolean => {
    if (tab.name === WORKPLACE_TAB.name) return true;
    switch (action) {
      case 'current':
        return i !== index;
      case 'left':
        return i >= index;
      case 'right':
        return i <= index;
      case 'others':
        return i === index;
      case 'all':
        return false;
    }
  };
  const next = tabs.filter(keep);
  writeAtom(tabsAtom, next);
  const current = currentName ?? name;
  if (next.some((tab) => tab.name === current)) return undefined;
  if (action === 'current') return next[Math.min(index, next.length) - 1] ?? next[0];
  return next.find((tab) => tab.name === name) ?? next[next.length - 1];
}

export function resetTabs(): void {
  writeAtom(tabsAtom, [WORKPLACE_TAB]);
}

export interface Visit {
  name: string;
  title: string;
  fullPath: string;
  at: number;
}

/** What is stored: whose visits they are (the username, as the server compares it) and the visits. */
interface StoredVisits {
  owner: string;
  visits: Visit[];
}

function normalizeVisits(input: unknown): StoredVisits {
  const { owner, visits } = (input ?? {}) as Partial<StoredVisits>;
  // Visits stored without an owner (an earlier release) may be anyone's: they are not shown.
  if (typeof owner !== 'string' || !Array.isArray(visits)) return { owner: '', visits: [] };
  return {
    owner,
    visits: visits.filter((v): v is Visit => isTab({ ...(v as object), query: {} })).slice(0, MAX_VISITS),
  };
}

const visitsValueAtom = atom<StoredVisits>(normalizeVisits(readStored(VISITS_STORAGE_KEY)));

function writeVisits(next: StoredVisits): void {
  writeAtom(visitsValueAtom, next);
  writeStored(VISITS_STORAGE_KEY, next);
}

/**
 * The account that signs in on this browser: its tabs and recently visited pages are its own, never the previous
 * user's (the browser may be shared by several staff members, and a session may end without a logout).
 */
export function claimConsoleFor(username: string): void {
  const owner = username.trim().toLowerCase();
  if (readAtom(visitsValueAtom).owner === owner) return;
  writeVisits({ owner, visits: [] });
  resetTabs();
}

/** At logout: nothing of the user's way through the console stays for whoever uses the browser next. */
export function clearVisits(): void {
  writeVisits({ owner: '', visits: [] });
}

/** Recently visited console pages, newest first (the workplace's "recently visited" block). */
export const visitsAtom = atom((get) => get(visitsValueAtom).visits);

export function recordVisit(visit: Omit<Visit, 'at'>, now = Date.now()): void {
  if (isRedirect(visit)) return;
  const stored = readAtom(visitsValueAtom);
  const rest = stored.visits.filter((other) => other.name !== visit.name);
  writeVisits({ owner: stored.owner, visits: [{ ...visit, at: now }, ...rest].slice(0, MAX_VISITS) });
}
