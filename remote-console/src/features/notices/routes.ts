import type { RouteRecord } from '@site/shared/core';
import { menuPage } from '../../menu/menu-records';

// The announcement pages read the notice in the address's query (?id=, ?page=), which route loaders are not given:
// each page asks for its data as it renders.
export const noticesRoutes: RouteRecord[] = [
  menuPage('search-table', {
    title: 'Search Table',
    page: () => import(/* webpackChunkName: "route-search-table" */ './components/search-table-page'),
  }),
  menuPage('form-group', {
    title: 'Notice Form',
    page: () => import(/* webpackChunkName: "route-form-group" */ './components/notice-form-page'),
  }),
  menuPage('form-step', {
    title: 'Step Form',
    page: () => import(/* webpackChunkName: "route-form-step" */ './components/step-form/step-form-page'),
  }),
  menuPage('profile-basic', {
    title: 'Notice Profile',
    page: () => import(/* webpackChunkName: "route-profile-basic" */ './components/notice-profile-page'),
  }),
];
