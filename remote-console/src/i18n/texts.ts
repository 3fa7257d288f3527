import {
  CONSOLE_LOCALES,
  type ConsoleLocale,
  FALLBACK_LOCALE,
  type RetryableOnce,
  addTranslations,
  i18n,
  isConsoleLocale,
  retryableOnce,
} from '@site/shared/i18n';
import { useTranslation } from 'react-i18next';
import { ALL_TEXT_PARTS, TEXT_PARTS, type TextPart, textSources } from './text-sources';

export const CONSOLE_NAMESPACE = 'console';

export { TEXT_PARTS, type TextPart } from './text-sources';

const bundles = Object.fromEntries(
  CONSOLE_LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      ALL_TEXT_PARTS.map((part) => [
        part,
        retryableOnce(() =>
          textSources[locale][part]().then((mod) =>
            addTranslations(CONSOLE_NAMESPACE, { [locale]: mod.default }),
          ),
        ),
      ]),
    ),
  ]),
) as Record<ConsoleLocale, Record<TextPart, RetryableOnce<void>>>;

const requested = new Set<TextPart>();

/** Adds parts of the console's texts in a language (by default the current one) to the shared i18n instance. */
export function loadConsoleTexts(
  parts: readonly TextPart[] = TEXT_PARTS,
  language: string = i18n.language,
): Promise<void> {
  const locale = isConsoleLocale(language) ? language : FALLBACK_LOCALE;
  for (const part of parts) requested.add(part);
  return Promise.all(parts.map((part) => bundles[locale][part].load())).then(() => undefined);
}

/** Before switching to a language: the parts the page has asked for so far, in that language. */
export function loadTextsFor(language: string): Promise<void> {
  return loadConsoleTexts([...requested], language);
}

/** The console's t(), bound to its namespace. */
export function useConsoleT() {
  return useTranslation(CONSOLE_NAMESPACE);
}

/** The console locale in use: the i18n language when it is one of the console's, else zh-CN (the default). */
export function currentConsoleLocale(language: string): ConsoleLocale {
  return isConsoleLocale(language) ? language : 'zh-CN';
}

/** The language button's text (the current language's name) and its accessible name, wherever it is drawn. */
export function useLocaleButtonText(): { text: string; label: string } {
  const { t, i18n: instance } = useConsoleT();
  const text = t(`locale.${currentConsoleLocale(instance.language)}`);
  return { text, label: `${t('navbar.locale')}: ${text}` };
}
