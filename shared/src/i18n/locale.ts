// Locale facts without i18next, for code that must stay light (the host's start-up, the legal pages).
export const CONSOLE_LOCALE_KEY = 'arco-locale';
export const CONSOLE_LOCALES = ['zh-CN', 'en-US'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
export const DEFAULT_CONSOLE_LOCALE: ConsoleLocale = 'zh-CN';
export const FALLBACK_LOCALE: ConsoleLocale = 'en-US';
/** Player and legal pages speak Japanese whatever the console's locale is. */
export const PLAYER_LOCALE = 'ja';

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value);
}

/** The stored console locale if present, otherwise zh-CN. */
export function storedConsoleLocale(): ConsoleLocale {
  try {
    const stored = globalThis.localStorage?.getItem(CONSOLE_LOCALE_KEY);
    return isConsoleLocale(stored) ? stored : DEFAULT_CONSOLE_LOCALE;
  } catch {
    return DEFAULT_CONSOLE_LOCALE;
  }
}
