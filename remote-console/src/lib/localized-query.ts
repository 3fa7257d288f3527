import { i18n } from '@site/shared/i18n';
import { currentConsoleLocale } from '../i18n/texts';

/**
 * The query key of an answer with texts in the console's language (the API answers in the language each call
 * sends): one cache entry per language, so a page never shows one language's answer in the other, whatever the
 * server rendered it in or the cache still holds. Mutations and invalidations address them all by `key`.
 */
export function inConsoleLanguage<const K extends readonly unknown[]>(key: K) {
  return [...key, currentConsoleLocale(i18n.language)] as const;
}
