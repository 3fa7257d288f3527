import type { RouteHandle } from '@site/shared/core';
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate, useRouteError } from 'react-router-dom';
import { areaLanguage, hostTexts } from '../i18n/host-texts';
import { RemoteLoadError } from '../remotes/load-remote-routes';
import { note } from '../rum/signals';
import { fallbackPath } from '@site/contracts/route-match';
import { StatusPanel, statusPanelStyles } from './status-panel';

function failedArea(error: unknown, matches: ReturnType<typeof useMatches>): string | undefined {
  if (error instanceof RemoteLoadError) return error.remote;
  const handle = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.area)?.handle;
  return (handle as RouteHandle | undefined)?.area;
}

/**
 * A remote that cannot be fetched, or throws while rendering, takes down only its own area: this fallback shows
 * in its place, and navigating elsewhere keeps working. Retry navigates to the same address again, which re-runs
 * the remote's loading, or loads the page again when the page preloaded the files that failed.
 */
export function AreaErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const area = failedArea(error, matches);
  const lang = areaLanguage(area);
  const t = hostTexts(lang);
  const home = area === 'console' ? '/dashboard/workplace' : fallbackPath(window.location.href);
  // A load failure was noted where it happened; anything else the area threw is an error of its remote.
  useEffect(() => {
    if (area && !(error instanceof RemoteLoadError)) note({ type: 'error', remote: area, kind: 'boundary' });
  }, [area, error]);

  return (
    <StatusPanel
      lang={lang}
      title={t.unavailableTitle}
      body={t.unavailableBody}
      actions={
        <>
          <button
            type="button"
            className={statusPanelStyles.button}
            onClick={() => {
              if (error instanceof RemoteLoadError && error.needsReload) window.location.reload();
              else void navigate(location, { replace: true });
            }}
          >
            {t.retry}
          </button>
          {location.pathname !== home && (
            <a className={statusPanelStyles.link} href={home}>
              {t.toTop}
            </a>
          )}
        </>
      }
    />
  );
}
