import type { PageModule, RouteRecord } from '@site/shared/core';
import { LEGAL_DOCS } from './content/catalog';

type Page = () => Promise<PageModule>;

/** One chunk per document: a page carries its own rendered text and nothing else's. */
const pages: Record<string, Page> = {
  user: () => import('./pages/user-page'),
  privacy: () => import('./pages/privacy-page'),
  SpecifiedCommercial: () => import('./pages/specified-commercial-page'),
  guidelines: () => import('./pages/guidelines-page'),
  settlement: () => import('./pages/settlement-page'),
  user_en: () => import('./pages/user-en-page'),
  user_cht: () => import('./pages/user-cht-page'),
  privacy_en: () => import('./pages/privacy-en-page'),
  privacy_cht: () => import('./pages/privacy-cht-page'),
};

/**
 * Public pages at the top level (never moved by device), and every document under /dmg with its phone twin under
 * /dmg/m (SPEC section 2): the translations too, so that changing language on a /dmg page stays in /dmg.
 */
function buildRoutes(): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const doc of LEGAL_DOCS) {
    const page = pages[doc.id];
    if (!page) throw new Error(`no page for legal document ${doc.id}`);
    const meta = { title: doc.title, lang: doc.lang, description: doc.description };
    // A document opened at its public address is sent complete by the server, without the app (docs/architecture.md,
    // "The first view"); the /dmg pages keep it, for the device rule.
    routes.push({
      name: doc.id,
      path: `/${doc.id}`,
      kind: 'public',
      meta: { ...meta, staticPage: true },
      page,
    });
    routes.push({ name: `dmg-${doc.id}`, path: `/dmg/${doc.id}`, kind: 'pc', meta, page });
    routes.push({ name: `m-dmg-${doc.id}`, path: `/dmg/m/${doc.id}`, kind: 'mobile', meta, page });
  }
  return routes;
}

const routes: RouteRecord[] = buildRoutes();
export default routes;

// Legal pages use neither the query cache nor i18n: the host leaves those out, which keeps these pages light.
export const sharedProviders = false;
