import { useLocaleButtonText } from '../i18n/texts';
import styles from './lazy-locale-switch.module.css';
import type { LocaleSwitchProps } from './locale-switch';
import { type StandInProps, onIntent } from './on-intent';
import { GLOBE_PATH, SvgIcon } from './svg-icon';

function LocaleStandIn({ standIn }: { standIn: StandInProps }) {
  const { text, label } = useLocaleButtonText();
  return (
    <button type="button" className={styles.button} aria-label={label} aria-haspopup="menu" {...standIn}>
      <SvgIcon d={GLOBE_PATH} />
      {text}
    </button>
  );
}

/**
 * The language menu for pages without the UI system: a plain button in the menu button's look, whose menu (the UI
 * system, Chakra's menu machine, positioning, dismissal: most of a page that has no other menu) loads when the
 * pointer or the focus reaches it. A click before the menu is there opens it once it is.
 */
export const LazyLocaleSwitch = onIntent<Pick<LocaleSwitchProps, 'variant'>>(
  () => import('./locale-menu').then((mod) => mod.LocaleMenu),
  LocaleStandIn,
);
