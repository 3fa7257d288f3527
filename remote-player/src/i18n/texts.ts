import { PLAYER_LOCALE, addTranslations, i18n } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { ja } from './ja';

export const PLAYER_NAMESPACE = 'player';

addTranslations(PLAYER_NAMESPACE, { [PLAYER_LOCALE]: ja });

/** Player pages speak Japanese whatever language the console has chosen. */
export function useText() {
  return useTranslation(PLAYER_NAMESPACE, { lng: PLAYER_LOCALE }).t;
}

/** The same texts outside React (validation, fetchers). */
export const text = i18n.getFixedT(PLAYER_LOCALE, PLAYER_NAMESPACE);
