import type { RouteRecord } from '@site/shared/core';
import { accountRequestRoutes } from './features/account-requests/routes';
import { accountRoutes, loginRoute, requestRoutes } from './features/account/routes';
import { docsRoutes } from './features/docs/routes';
import { exceptionRoutes, notFoundPage } from './features/exception/routes';
import { layoutPage, loadLayoutData, redirectRoute } from './features/layout/routes';
import { messagesRoutes } from './features/messages/routes';
import { noticesRoutes } from './features/notices/routes';
import { releasesRoutes } from './features/releases/routes';
import { resultRoutes } from './features/result/routes';
import { visualizationRoutes } from './features/visualization/routes';
import { workplaceRoutes } from './features/workplace/routes';
import { withAllTexts, withTexts } from './i18n/page-texts';
import { menuSections } from './menu/menu-records';

// The console's pages, from its features. The menu's sections (contracts/src/console-menu.ts) group them under the
// layout; the console's layout checks requiresAuth and roles (the host guards only the device).

const menuPages: RouteRecord[] = [
  ...workplaceRoutes,
  ...releasesRoutes,
  ...visualizationRoutes,
  ...noticesRoutes,
  ...resultRoutes,
  ...exceptionRoutes,
  ...accountRoutes,
  ...accountRequestRoutes,
];

// Pages in a section's layout that the menu does not list: other pages lead to them.
const hiddenPages = [...messagesRoutes, ...docsRoutes];

const layout = { page: layoutPage(() => routes), loadData: loadLayoutData };

/** The console's layout provides the query cache itself (the login page has no use for it). */
export const sharedProviders = false;

// The login page and its request pages need only their own few texts.
const routes: RouteRecord[] = [
  { ...loginRoute, page: withTexts(loginRoute.page, ['login']) },
  ...requestRoutes.map((record) => ({ ...record, page: withTexts(record.page, ['login']) })),
  ...withAllTexts([...menuSections(menuPages, layout, notFoundPage, hiddenPages), redirectRoute]),
];

export default routes;
