import type { RouteRecord } from '@site/shared/core';
import { menuPage } from '../../menu/menu-records';

const pages = () => import(/* webpackChunkName: "route-result" */ './components/result-page');

/** What a notice form leads to after saving (?id=) or failing (?message=); never kept as a tab. */
export const resultRoutes: RouteRecord[] = [
  menuPage('result-success', {
    title: 'Success',
    chunks: ['result'],
    ignoreCache: true,
    page: () => pages().then((m) => ({ default: m.SuccessResult })),
  }),
  menuPage('result-error', {
    title: 'Error',
    chunks: ['result'],
    ignoreCache: true,
    page: () => pages().then((m) => ({ default: m.ErrorResult })),
  }),
];
