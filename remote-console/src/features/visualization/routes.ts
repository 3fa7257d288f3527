import type { RouteRecord } from '@site/shared/core';
import { warmCharts } from '../../components/charts/load-charts';
import { signedInData } from '../../lib/signed-in-data';
import { menuPage } from '../../menu/menu-records';

export const visualizationRoutes: RouteRecord[] = [
  menuPage('data-analysis', {
    title: 'Analysis',
    chunks: ['data-analysis', 'charts', 'pie-chart'],
    page: () => import(/* webpackChunkName: "route-data-analysis" */ './components/data-analysis-page'),
    loadData: signedInData((client) => {
      warmCharts({ pie: true });
      return import('./api/get-preregistration-stats').then((m) =>
        client.ensureQueryData(m.preregistrationStatsQueryOptions()),
      );
    }),
  }),
  menuPage('multi-dimension-data-analysis', {
    title: 'Multi-D Analysis',
    page: () =>
      import(/* webpackChunkName: "route-multi-dimension-data-analysis" */ './components/questionnaire-page'),
    loadData: signedInData((client) =>
      import('./api/get-questionnaire-report').then((m) =>
        client.ensureQueryData(m.questionnaireReportQueryOptions()),
      ),
    ),
  }),
];
