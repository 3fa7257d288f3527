import { useAtomValue } from '@site/shared/core';
import { useLayoutEffect } from 'react';
import { appSettingsAtom } from '../state/settings';

/** Applies the settings to the document while a console page is shown, and removes them when it leaves. */
export function useSettingsEffects(): void {
  const { theme, themeColor, colorWeak } = useAtomValue(appSettingsAtom);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.classList.toggle('light', theme !== 'dark');
    root.style.colorScheme = theme;
    root.style.background = theme === 'dark' ? '#17171a' : '#f2f3f5';
    return () => {
      root.classList.remove('dark', 'light');
      root.style.colorScheme = '';
      root.style.background = '';
    };
  }, [theme]);

  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--app-theme-color', themeColor);
    return () => {
      document.documentElement.style.removeProperty('--app-theme-color');
    };
  }, [themeColor]);

  useLayoutEffect(() => {
    // SPEC sections 4 and 9: colour-weak mode is an 80 % invert filter on the page. On the root element: a filter on
    // any other would make it the box the navbar and the side menu are fixed to, and they would scroll away with it.
    const root = document.documentElement;
    root.style.filter = colorWeak ? 'invert(80%)' : '';
    return () => {
      root.style.filter = '';
    };
  }, [colorWeak]);
}
