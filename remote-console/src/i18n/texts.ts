import {
  CONSOLE_LOCALES,
  type ConsoleLocale,
  FALLBACK_LOCALE,
  type RetryableOnce,
  addTranslations,
  i18n,
  isConsoleLocale,
  retryableOnce,
} from '@site/shared';
import { useTranslation } from 'react-i18next';

export const CONSOLE_NAMESPACE = 'console';

type Texts = Record<string, string>;

// One chunk per language: a page shows one, and the other is fetched only when the user switches to it.
const sources: Record<ConsoleLocale, () => Promise<{ default: Texts }>> = {
  'en-US': () => import('./en-US'),
  'zh-CN': () => import('./zh-CN'),
};

const bundles = Object.fromEntries(
  CONSOLE_LOCALES.map((locale) => [
    locale,
    retryableOnce(() =>
      sources[locale]().then((mod) => addTranslations(CONSOLE_NAMESPACE, { [locale]: mod.default })),
    ),
  ]),
) as Record<ConsoleLocale, RetryableOnce<void>>;

/** Adds the console's texts in a language (by default the current one) to the shared i18n instance. */
export function loadConsoleTexts(language: string = i18n.language): Promise<void> {
  return bundles[isConsoleLocale(language) ? language : FALLBACK_LOCALE].load();
}

/** The console's t(), bound to its namespace. */
export function useConsoleT() {
  return useTranslation(CONSOLE_NAMESPACE);
}
