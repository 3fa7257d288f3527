import { retryableOnce } from '@site/shared/core';
import { type ComponentType, useState } from 'react';
import { LocaleButton } from './locale-button';
import type { LocaleSwitchProps } from './locale-switch';

// The menu's code (Chakra's menu machine, positioning, dismissal) is a good part of a page that has no other menu.
const menu = retryableOnce(() => import('./locale-switch').then((mod) => mod.LocaleSwitch));

/**
 * The language menu for pages without other menus: the same button, whose menu loads when the pointer or the focus
 * reaches it. A click before the menu is there opens it once it is.
 */
export function LazyLocaleSwitch() {
  const [LocaleSwitch, setLocaleSwitch] = useState<ComponentType<LocaleSwitchProps> | undefined>(() =>
    menu.value(),
  );
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);

  if (LocaleSwitch) return <LocaleSwitch defaultOpen={clicked} focusTrigger={focused} />;

  const load = () => {
    menu.load().then(
      (loaded) => setLocaleSwitch(() => loaded),
      () => {
        // Not fetched (offline): the button stays as it is, and the next hover or click tries again.
      },
    );
  };
  return (
    <LocaleButton
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
    />
  );
}
