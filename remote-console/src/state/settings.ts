import { atom, readAtom, writeAtom } from '@site/shared/core';
import { readStored, writeStored } from './storage';

export const SETTINGS_STORAGE_KEY = 'console-settings';
export const DEFAULT_THEME_COLOR = '#165DFF';
export const DEFAULT_MENU_WIDTH = 220;
export const MIN_MENU_WIDTH = 160;
export const MAX_MENU_WIDTH = 400;

/**
 * SPEC section 3 "App settings", without serverMenu: the menu the server answers is server data, kept in the query
 * cache (features/settings/api/get-server-menu.ts) like every other answer.
 */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  /** The navbar shows the search (its button and its shortcuts). */
  search: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  /** The settings drawer is open. */
  globalSettings: boolean;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
}

export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  search: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: DEFAULT_THEME_COLOR,
  menuWidth: DEFAULT_MENU_WIDTH,
  globalSettings: false,
  device: 'desktop',
  tabBar: true,
  menuFromServer: false,
};

/** The fields not kept across reloads: the drawer's open state and the device are per page. */
const TRANSIENT: (keyof AppSettings)[] = ['globalSettings', 'device'];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function clampMenuWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_MENU_WIDTH;
  return Math.min(MAX_MENU_WIDTH, Math.max(MIN_MENU_WIDTH, Math.round(width)));
}

/** Stored settings merged over the defaults; anything malformed falls back to its default. */
export function sanitizeSettings(input: unknown): AppSettings {
  const stored = (typeof input === 'object' && input !== null ? input : {}) as Partial<AppSettings>;
  const result: AppSettings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof AppSettings)[]) {
    if (TRANSIENT.includes(key)) continue;
    const value = stored[key];
    if (typeof value === typeof DEFAULT_SETTINGS[key])
      (result as unknown as Record<string, unknown>)[key] = value;
  }
  if (result.theme !== 'light' && result.theme !== 'dark') result.theme = 'light';
  if (!HEX_COLOR.test(result.themeColor)) result.themeColor = DEFAULT_THEME_COLOR;
  result.menuWidth = clampMenuWidth(result.menuWidth);
  return result;
}

function persisted(settings: AppSettings): Partial<AppSettings> {
  const copy: Partial<AppSettings> = { ...settings };
  for (const key of TRANSIENT) delete copy[key];
  return copy;
}

const settingsValueAtom = atom<AppSettings>(sanitizeSettings(readStored(SETTINGS_STORAGE_KEY)));

/**
 * The app settings. Writing a partial object applies it at once and persists it; turning topMenu on or off also
 * sets menuCollapse to false (SPEC section 4).
 */
export const appSettingsAtom = atom(
  (get) => get(settingsValueAtom),
  (get, set, patch: Partial<AppSettings>) => {
    const current = get(settingsValueAtom);
    const next: AppSettings = { ...current, ...patch };
    if ('topMenu' in patch && patch.topMenu !== current.topMenu) next.menuCollapse = false;
    if ('menuWidth' in patch) next.menuWidth = clampMenuWidth(next.menuWidth);
    if ('themeColor' in patch && !HEX_COLOR.test(next.themeColor)) next.themeColor = current.themeColor;
    set(settingsValueAtom, next);
    writeStored(SETTINGS_STORAGE_KEY, persisted(next));
  },
);

export function updateSettings(patch: Partial<AppSettings>): void {
  writeAtom(appSettingsAtom, patch);
}

export function readSettings(): AppSettings {
  return readAtom(appSettingsAtom);
}

/** Re-reads storage (tests, or another tab); the drawer starts closed. */
export function reloadSettingsFromStorage(): void {
  writeAtom(settingsValueAtom, sanitizeSettings(readStored(SETTINGS_STORAGE_KEY)));
}
