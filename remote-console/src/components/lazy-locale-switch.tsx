import { retryableOnce } from '@site/shared/core';
import { type ComponentType, useState } from 'react';
import { useLocaleButtonText } from '../i18n/texts';
import styles from './lazy-locale-switch.module.css';
import type { LocaleSwitchProps } from './locale-switch';
import { GLOBE_PATH, SvgIcon } from './svg-icon';

// The menu's code (the UI system, Chakra's menu machine, positioning, dismissal) is most of a page that has no other
// menu.
const menu = retryableOnce(() => import('./locale-menu').then((mod) => mod.LocaleMenu));

/**
 * The language menu for pages without the UI system: a plain button in the menu button's look, whose menu loads when
 * the pointer or the focus reaches it. A click before the menu is there opens it once it is.
 */
export function LazyLocaleSwitch() {
  const { text, label } = useLocaleButtonText();
  const [LocaleMenu, setLocaleMenu] = useState<ComponentType<LocaleSwitchProps> | undefined>(() =>
    menu.value(),
  );
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);

  if (LocaleMenu) return <LocaleMenu defaultOpen={clicked} focusTrigger={focused} />;

  const load = () => {
    menu.load().then(
      (loaded) => setLocaleMenu(() => loaded),
      () => {
        // Not fetched (offline): the button stays as it is, and the next hover or click tries again.
      },
    );
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setClicked(true);
        load();
      }}
    >
      <SvgIcon d={GLOBE_PATH} />
      {text}
    </button>
  );
}
