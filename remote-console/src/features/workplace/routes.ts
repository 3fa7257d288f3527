import type { RouteRecord } from '@site/shared/core';
import { warmCharts } from '../../components/charts/load-charts';
import { signedInData } from '../../lib/signed-in-data';
import { menuPage } from '../../menu/menu-records';

export const workplaceRoutes: RouteRecord[] = [
  menuPage('workplace', {
    title: 'Workplace',
    // Its line chart's code comes with its page's (warmCharts); the pie chart's, below the first screen, after.
    chunks: ['workplace', 'charts'],
    page: () => import(/* webpackChunkName: "route-workplace" */ './components/workplace-page'),
    loadData: signedInData((client) => {
      warmCharts();
      // In the page's chunk: hinted with it, so the loader does not wait for one more request.
      return import(/* webpackChunkName: "route-workplace" */ './load-data').then((m) =>
        m.loadWorkplaceData(client),
      );
    }),
  }),
];
