import type { RouteRecord } from '@site/shared';

/** The console's pages. Menu labels are i18n keys (meta.locale); the host guards nothing here but the device. */
const routes: RouteRecord[] = [
  {
    name: 'login',
    path: '/login',
    kind: 'public',
    meta: { title: 'Login', requiresAuth: false, hideInMenu: true },
    page: () => import('./pages/login-page'),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    kind: 'public',
    meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'dashboard', order: 0 },
    page: () => import('./layout/console-layout'),
    children: [
      {
        name: 'workplace',
        path: 'workplace',
        kind: 'public',
        meta: { title: 'Workplace', locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
        page: () => import('./pages/workplace-page'),
      },
    ],
  },
  {
    name: 'redirect',
    path: '/redirect/*',
    kind: 'public',
    meta: { requiresAuth: true, hideInMenu: true },
    page: () => import('./pages/redirect-page'),
  },
];

export default routes;
