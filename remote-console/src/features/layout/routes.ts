import { type RouteRecord, yieldToMain } from '@site/shared/core';
import { loadUserInfo } from '../account/routes';

/**
 * The layout (navbar, menu, tabs) as the page of every menu section's record. It is handed the console's route
 * records for its menu as an argument, when it loads: the routes import the layout's loader, never the other way.
 */
export function layoutPage(records: () => RouteRecord[]): RouteRecord['page'] {
  return () =>
    Promise.all([
      import(/* webpackChunkName: "route-layout" */ './components/console-layout'),
      import(/* webpackChunkName: "route-layout" */ '../../components/layout-system'),
    ]).then(async ([mod, system]) => {
      // The layout's UI system is created in a task of its own, not at the end of the one that ran its code.
      await yieldToMain();
      system.layoutSystem();
      return { default: mod.consoleLayoutFor(records()) };
    });
}

/** Every page in the layout shows the user (navbar, permissions): fetched with the layout's code. */
export const loadLayoutData = loadUserInfo;

/** /redirect/<path> re-enters <path>, which reloads its page; outside the layout. */
export const redirectRoute: RouteRecord = {
  name: 'redirect',
  path: '/redirect/*',
  kind: 'public',
  meta: { requiresAuth: true, hideInMenu: true },
  page: () => import(/* webpackChunkName: "route-redirect" */ './components/redirect-page'),
  chunks: ['redirect'],
};
