import { i18n, onNotLoggedIn } from '@site/shared/i18n';
import { useAtomValue } from '@site/shared/core';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { syncFirstViewCookie } from '../state/first-view-cookie';
import { appSettingsAtom } from '../state/settings';
import { REMEMBERED_USERNAME_KEY, readStored } from '../state/storage';
import { clearSession } from '../state/session';
import { useSettingsEffects } from './settings-effects';

/** Where the login page sends the user back to: the current address, unless it is the login page itself. */
export function currentRedirectTarget(): string {
  const { pathname, search } = window.location;
  return pathname === '/login' ? '' : `${pathname}${search}`;
}

export function loginPath(redirect: string): string {
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

let rendered = false;

/** Whether a console page (the login page or the layout) has rendered since the page loaded. */
export function consoleHasRendered(): boolean {
  return rendered;
}

/**
 * The page-wide effects of every console page: the settings on the document, its language, the login page's
 * first-view cookie, and the way to the login page when the API answers "not logged in". Free of the UI system, so
 * the login page can have them without loading it.
 */
export function useConsolePageEffects(): void {
  const navigate = useNavigate();
  useSettingsEffects();
  const { theme, themeColor, colorWeak } = useAtomValue(appSettingsAtom);
  const [language, setLanguage] = useState(i18n.language);

  useEffect(() => {
    syncFirstViewCookie({
      locale: language,
      settings: { theme, themeColor, colorWeak },
      rememberedUsername: Boolean(readStored<string>(REMEMBERED_USERNAME_KEY)),
    });
  }, [language, theme, themeColor, colorWeak]);

  // Before the first paint: a language set after it would restyle and lay out the whole page a second time.
  useLayoutEffect(() => {
    rendered = true;
    document.documentElement.lang = i18n.language;
    const onLanguage = (next: string) => {
      document.documentElement.lang = next;
      setLanguage(next);
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, []);

  useEffect(
    () =>
      // A "not logged in" answer (code 50008) from any call sends the user to the login page, to come back after.
      onNotLoggedIn(() => {
        const target = currentRedirectTarget();
        clearSession();
        if (window.location.pathname !== '/login') void navigate(loginPath(target), { replace: true });
      }),
    [navigate],
  );
}
