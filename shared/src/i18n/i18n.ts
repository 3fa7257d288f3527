import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

/** The one i18next instance of the page; each remote adds its own namespace when it loads. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedConsoleLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...CONSOLE_LOCALES, PLAYER_LOCALE, 'en', 'zh-Hant'],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Adds a namespace's texts, per language; safe to call again when a remote reloads. */
export function addTranslations(namespace: string, bundles: Record<string, ResourceLanguage>): void {
  for (const [language, resources] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

export async function setConsoleLocale(locale: ConsoleLocale): Promise<void> {
  try {
    localStorage.setItem(CONSOLE_LOCALE_KEY, locale);
  } catch {
    // Without storage the choice lasts for this page.
  }
  await i18n.changeLanguage(locale);
}

export type { Resource };
