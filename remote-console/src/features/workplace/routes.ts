import type { RouteRecord } from '@site/shared/core';
import { signedInData } from '../../lib/signed-in-data';
import { menuPage } from '../../menu/menu-records';

export const workplaceRoutes: RouteRecord[] = [
  menuPage('workplace', {
    title: 'Workplace',
    page: () => import('./components/workplace-page'),
    loadData: signedInData((client) => import('./load-data').then((m) => m.loadWorkplaceData(client))),
  }),
];
