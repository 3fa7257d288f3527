import type { RouteRecord } from '@site/shared/core';
import { menuPage } from '../../menu/menu-records';

// The monitor and the cards show the state at the moment they are looked at (nothing kept fresh): they ask as they
// render.
export const releasesRoutes: RouteRecord[] = [
  menuPage('monitor', {
    title: 'Monitor',
    page: () => import(/* webpackChunkName: "route-monitor" */ './components/monitor-page'),
  }),
  menuPage('card-list', {
    title: 'Card List',
    page: () => import(/* webpackChunkName: "route-card-list" */ './components/remote-cards-page'),
  }),
];
