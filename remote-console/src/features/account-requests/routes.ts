import type { RouteRecord } from '@site/shared/core';
import { signedInData } from '../../lib/signed-in-data';
import { menuPage } from '../../menu/menu-records';

/** Administrators answer the login page's requests here (User Center, Account Requests). */
export const accountRequestRoutes: RouteRecord[] = [
  menuPage('user-requests', {
    title: 'Account Requests',
    page: () => import(/* webpackChunkName: "route-user-requests" */ './components/account-requests-page'),
    loadData: signedInData((client) =>
      import('./api/get-account-requests').then((m) =>
        client.ensureQueryData(m.accountRequestsQueryOptions('open', 1)),
      ),
    ),
  }),
];
