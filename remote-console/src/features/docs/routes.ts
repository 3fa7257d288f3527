import type { RouteRecord } from '@site/shared/core';
import { withTexts } from '../../i18n/page-texts';
import { signedInData } from '../../lib/signed-in-data';
import { hiddenPage } from '../../menu/menu-records';
import { DOCS, type DocKey } from './doc-content';

const TITLES: Record<DocKey, string> = {
  overview: 'Product overview',
  guide: 'User guide',
  workflow: 'Workflow',
  api: 'Interface docs',
};

/** The interface docs list the endpoints of the API's own OpenAPI document. */
const loadApiData = signedInData((client) =>
  import('./api/get-openapi').then((m) => client.ensureQueryData(m.openApiQueryOptions())),
);

/**
 * The help documents the workplace links to, in the dashboard's layout and not in the menu: one page each, so the
 * breadcrumb and the title name the document. Their texts load with them only.
 */
export const docsRoutes = DOCS.map((doc) =>
  hiddenPage('dashboard', {
    name: `docs-${doc}`,
    path: `docs/${doc}`,
    meta: { title: TITLES[doc], locale: `docs.${doc}.title` },
    chunks: ['docs'],
    page: withTexts(
      () =>
        import(/* webpackChunkName: "route-docs" */ './components/doc-page').then((m) => ({
          default: m.docPage(doc),
        })),
      ['docs'],
    ),
    ...(doc === 'api' ? { loadData: loadApiData } : {}),
  } satisfies Omit<RouteRecord, 'kind' | 'meta'> & { meta: RouteRecord['meta'] }),
);
