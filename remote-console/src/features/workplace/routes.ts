import type { RouteRecord } from '@site/shared/core';
import { warmCharts } from '../../components/charts/load-charts';
import { signedInData } from '../../lib/signed-in-data';
import { menuPage } from '../../menu/menu-records';

export const workplaceRoutes: RouteRecord[] = [
  menuPage('workplace', {
    title: 'Workplace',
    page: () => import('./components/workplace-page'),
    loadData: signedInData((client) => {
      warmCharts();
      return import('./load-data').then((m) => m.loadWorkplaceData(client));
    }),
  }),
];
