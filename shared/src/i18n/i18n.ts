import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

import {
  CONSOLE_LOCALES,
  CONSOLE_LOCALE_KEY,
  type ConsoleLocale,
  FALLBACK_LOCALE,
  PLAYER_LOCALE,
  setRequestLanguage,
  storedConsoleLocale,
} from '@site/shared/core';

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

// Once the i18n instance is in the page, API calls ask for answers in its language (the console's locale).
setRequestLanguage(() => i18n.language);

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
