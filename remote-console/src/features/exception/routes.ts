import type { RouteRecord } from '@site/shared/core';
import { menuPage } from '../../menu/menu-records';

const pages = () => import(/* webpackChunkName: "route-exception" */ './components/exception-pages');

/** A console address that has no page, inside the layout. */
export const notFoundPage: RouteRecord['page'] = () => pages().then((m) => ({ default: m.Exception404 }));

export const exceptionRoutes: RouteRecord[] = [
  menuPage('exception-403', {
    title: '403',
    chunks: ['exception'],
    page: () => pages().then((m) => ({ default: m.Exception403 })),
  }),
  menuPage('exception-404', {
    title: '404',
    chunks: ['exception'],
    page: () => pages().then((m) => ({ default: m.Exception404 })),
  }),
  menuPage('exception-500', {
    title: '500',
    chunks: ['exception'],
    page: () => pages().then((m) => ({ default: m.Exception500 })),
  }),
];
