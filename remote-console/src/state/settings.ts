import { appStore } from '@site/shared/core';
import { atom } from 'jotai';
import { readStored, writeStored } from './storage';

export const SETTINGS_STORAGE_KEY = 'console-settings';
export const DEFAULT_THEME_COLOR = '#165DFF';
export const DEFAULT_MENU_WIDTH = 220;
export const MIN_MENU_WIDTH = 160;
export const MAX_MENU_WIDTH = 400;

/** A menu item as /api/user/menu answers it (SPEC section 3 "Menu item"). */
export interface ServerMenuItem {
  path: string;
  name: string;
  meta: { locale: string; requiresAuth: boolean; icon?: string; order?: number; roles?: string[] };
  children: ServerMenuItem[];
}

/** SPEC section 3 "App settings". */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
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
  serverMenu: ServerMenuItem[];
}

export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
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
  serverMenu: [],
};

/** The fields kept across reloads: the drawer's open state and the fetched menu are per page. */
const TRANSIENT: (keyof AppSettings)[] = ['globalSettings', 'serverMenu', 'device'];

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
  appStore.set(appSettingsAtom, patch);
}

export function readSettings(): AppSettings {
  return appStore.get(appSettingsAtom);
}

/** Re-reads storage (tests, or another tab); the drawer and fetched menu start closed and empty. */
export function reloadSettingsFromStorage(): void {
  appStore.set(settingsValueAtom, sanitizeSettings(readStored(SETTINGS_STORAGE_KEY)));
}
