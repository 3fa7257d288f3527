import type { RouteRecord } from '@site/shared/core';
import { menuPage } from '../../menu/menu-records';

// The monitor shows the state at the moment it is looked at (nothing kept fresh): it asks as it renders.
export const releasesRoutes: RouteRecord[] = [
  menuPage('monitor', { title: 'Monitor', page: () => import('./components/monitor-page') }),
];
