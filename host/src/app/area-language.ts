import { PLAYER_LOCALE, i18n } from '@site/shared';

/** Console areas speak the console's locale; player and legal areas speak Japanese. */
export function areaLanguage(area: string | undefined): string {
  return area === 'console' ? i18n.language : PLAYER_LOCALE;
}
