import { type RouteHandle, ShellFrame, getSiteConfig, pageTitleAtom, useAtomValue } from '@site/shared/core';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { applyDocumentMeta } from '../guards/document-meta';
import { useDeviceGuard } from '../guards/use-device-guard';
import { switchScripts } from '../scripts/script-switcher';
import { areaLanguage, hostTexts } from '../i18n/host-texts';
import { fallbackRedirectTarget } from '../router/redirect-rule';
import { note } from '../rum/signals';

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.record) return handle;
  }
  return undefined;
}

/**
 * The host's frame around every page: guards, scripts and document meta, all effects, around the shared frame (the
 * progress bar and the page), which the server renders too.
 */
export function Shell() {
  const handle = useCurrentHandle();
  const { pathname } = useLocation();
  const site = getSiteConfig();

  const language = areaLanguage(handle?.area);
  useDeviceGuard(handle);
  // The area's own translation of the title, while its page is the one open.
  const pageTitle = useAtomValue(pageTitleAtom);
  const localTitle = pageTitle?.pathname === pathname ? pageTitle.title : undefined;

  useEffect(() => note({ type: 'page', path: pathname }), [pathname]);

  const hasPage = handle !== undefined;
  useEffect(() => {
    // An address the fallback only passes on is never shown: its scripts are its target's, switched in once the
    // router is there. Switched in here first, the tag manager of the default area would load on the way to /dmg.
    if (!hasPage && fallbackRedirectTarget(pathname, window.location.href)) return;
    switchScripts(pathname, handle?.area, site);
  }, [pathname, hasPage, handle?.area, site]);

  useEffect(() => {
    const meta = handle?.record.meta;
    applyDocumentMeta({
      meta: meta && localTitle ? { ...meta, title: localTitle } : meta,
      siteName: site.gameName,
      siteIcon: site.icon,
      lang: language,
    });
  }, [handle, site, language, localTitle]);

  return <ShellFrame progressLabel={hostTexts(language).loading} />;
}
