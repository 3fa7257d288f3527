import type { RouteKind, RouteRecord } from '@site/shared/core';
import { datalinkPages } from './features/datalink/routes';
import { landingPages } from './features/landing/routes';
import { notFoundRoute } from './features/not-found/routes';
import { noticePages } from './features/notices/routes';
import { playPages } from './features/play/routes';
import { preregistrationPages } from './features/preregistration/routes';
import { questionnairePages } from './features/questionnaire/routes';
import type { PlayerPage, PlayerPageDef } from './lib/player-page-def';

// The game site's pages, from its features (each feature's folder holds its routes, API calls, components and tests).
const pages: PlayerPageDef[] = [
  ...landingPages,
  ...playPages,
  ...noticePages,
  ...questionnairePages,
  ...preregistrationPages,
  ...datalinkPages,
];

function join(base: string, path: string): string {
  return path ? `${base}/${path}` : base;
}

function record(
  name: string,
  path: string,
  kind: RouteKind,
  def: PlayerPageDef,
  page: PlayerPage,
): RouteRecord {
  const meta = {
    title: def.title,
    description: def.description,
    lang: 'ja',
    ...(def.searchParams ? { searchParams: def.searchParams } : {}),
    ...(def.staticPage ? { staticPage: true } : {}),
  };
  return { name, path, kind, meta, page, loadData: def.loadData };
}

/**
 * Every player page under /home and /dmg; phone layouts live under <area>/m/ with the m- name prefix
 * (DESIGN section 3), so the host's device guard can move between the twins.
 */
function buildRoutes(): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const area of ['home', 'dmg'] as const) {
    for (const def of pages) {
      if (def.dmgOnly && area !== 'dmg') continue;
      const name = `${area}-${def.id}`;
      routes.push(record(name, join(`/${area}`, def.path), 'pc', def, def.pc));
      if (def.mobile)
        routes.push(record(`m-${name}`, join(`/${area}/m`, def.path), 'mobile', def, def.mobile));
    }
  }
  return routes;
}

const routes: RouteRecord[] = [...buildRoutes(), notFoundRoute];
export default routes;
