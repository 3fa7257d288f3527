import { CONSOLE_LOCALE_KEY, DEFAULT_CONSOLE_LOCALE } from '@site/shared/core';
import { FIRST_VIEW_COOKIE, type FirstViewLook } from '@site/contracts/first-view-look';
import { type AppSettings, DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from './settings';
import { REMEMBERED_USERNAME_KEY } from './storage';

/**
 * The server sends the login page's first view as a new visitor sees it: zh-CN, the light theme, the default colour,
 * no remembered username. A visitor whose login page looks otherwise (all of it is kept in this browser's storage,
 * which a page request does not carry) gets this cookie, on the login page's path only, and then the page without a
 * first view: it never shows in a look that is not theirs for a moment. The server honours it for any page.
 */
const LOGIN_PATH = '/login';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same look as the stored values the login pages' first view assumes (their route meta): a browser that holds
 * others, and has no cookie yet (it was cleared, or the look was stored elsewhere), is found out by the page's inline
 * script before the page paints (contracts/src/first-view-look.ts).
 */
export const LOGIN_FIRST_VIEW_LOOK: FirstViewLook = {
  path: LOGIN_PATH,
  rules: [
    { key: CONSOLE_LOCALE_KEY, allowed: [DEFAULT_CONSOLE_LOCALE] },
    { key: SETTINGS_STORAGE_KEY, field: 'theme', allowed: [DEFAULT_SETTINGS.theme] },
    { key: SETTINGS_STORAGE_KEY, field: 'themeColor', allowed: [DEFAULT_SETTINGS.themeColor] },
    { key: SETTINGS_STORAGE_KEY, field: 'colorWeak', allowed: [DEFAULT_SETTINGS.colorWeak] },
    { key: REMEMBERED_USERNAME_KEY, allowed: [] },
  ],
};

export interface LoginLook {
  locale: string;
  settings: Pick<AppSettings, 'theme' | 'themeColor' | 'colorWeak'>;
  rememberedUsername: boolean;
}

export function isDefaultLook({ locale, settings, rememberedUsername }: LoginLook): boolean {
  return (
    locale === DEFAULT_CONSOLE_LOCALE &&
    settings.theme === DEFAULT_SETTINGS.theme &&
    settings.themeColor.toUpperCase() === DEFAULT_SETTINGS.themeColor.toUpperCase() &&
    settings.colorWeak === DEFAULT_SETTINGS.colorWeak &&
    !rememberedUsername
  );
}

export function syncFirstViewCookie(look: LoginLook, doc: Document = document): void {
  doc.cookie = isDefaultLook(look)
    ? `${FIRST_VIEW_COOKIE}=; Path=${LOGIN_PATH}; Max-Age=0; SameSite=Lax`
    : `${FIRST_VIEW_COOKIE}=off; Path=${LOGIN_PATH}; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
