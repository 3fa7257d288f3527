import { ja } from './ja';

export type TextValues = Record<string, string | number>;

/**
 * Player pages speak Japanese only, so their fixed texts are a lookup in ja.ts rather than a trip through i18next:
 * i18next and react-i18next would add about 25 KB (gzip) to /home, the page most players see first, to translate
 * into one language. The console, which does switch languages, uses the shared i18n instance.
 */
export function text(key: string, values?: TextValues): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ja);
  if (typeof found !== 'string') return key;
  return values ? interpolate(found, values) : found;
}

/** `{{name}}` in a text replaced by its value (texts of the game's copy use it too). */
export function interpolate(template: string, values: TextValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The same lookup for components (kept as a hook so that pages read alike). */
export function useText(): typeof text {
  return text;
}
