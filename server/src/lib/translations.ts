import type { Locale } from './i18n.js';

/**
 * A row's texts in the console's other languages (its `translations` column): locale, then the API's field name.
 * Rows written by people carry none; the demo data carries zh-CN beside its en-US.
 */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

/** The fields of `texts` in the caller's language where the row has them, the others as written. */
export function inLocale<T extends Record<string, unknown>>(
  texts: T,
  translations: Translations | null | undefined,
  locale: Locale,
): T {
  const own = translations?.[locale];
  if (!own) return texts;
  const shown: Record<string, unknown> = { ...texts };
  for (const [field, value] of Object.entries(own)) {
    if (field in texts && typeof texts[field] === 'string' && typeof value === 'string') shown[field] = value;
  }
  return shown as T;
}
