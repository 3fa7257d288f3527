import type { Role } from '../../auth/roles.js';

export interface MenuItem {
  path: string;
  name: string;
  meta: { locale: string; requiresAuth: boolean; icon?: string; order?: number; roles?: Role[] };
  children: MenuItem[];
}

const page = (path: string, name: string, locale: string, roles?: Role[]): MenuItem => ({
  path,
  name,
  meta: { locale, requiresAuth: true, ...(roles ? { roles } : {}) },
  children: [],
});

const admin: Role[] = ['admin'];

/**
 * The console's server-driven menu (SPEC section 2 "Console screens"). Items with meta.roles are shown only to
 * sessions acting in one of those roles; items without roles are shown to every logged-in user. Locale keys are the
 * console's i18n keys.
 */
export const MENU: MenuItem[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'icon-dashboard', order: 0 },
    children: [
      page('workplace', 'Workplace', 'menu.dashboard.workplace'),
      page('monitor', 'Monitor', 'menu.dashboard.monitor', admin),
    ],
  },
  {
    path: '/visualization',
    name: 'Visualization',
    meta: { locale: 'menu.visualization', requiresAuth: true, icon: 'icon-apps', order: 1 },
    children: [
      page('data-analysis', 'DataAnalysis', 'menu.visualization.dataAnalysis'),
      page(
        'multi-dimension-data-analysis',
        'MultiDimensionDataAnalysis',
        'menu.visualization.multiDimensionDataAnalysis',
        admin,
      ),
    ],
  },
  {
    path: '/list',
    name: 'List',
    meta: { locale: 'menu.list', requiresAuth: true, icon: 'icon-list', order: 2 },
    children: [
      page('search-table', 'SearchTable', 'menu.list.searchTable'),
      page('card', 'Card', 'menu.list.cardList'),
    ],
  },
  {
    path: '/form',
    name: 'Form',
    meta: { locale: 'menu.form', requiresAuth: true, icon: 'icon-settings', order: 3, roles: admin },
    children: [
      page('step', 'Step', 'menu.form.step', admin),
      page('group', 'Group', 'menu.form.group', admin),
    ],
  },
  {
    path: '/profile',
    name: 'Profile',
    meta: { locale: 'menu.profile', requiresAuth: true, icon: 'icon-file', order: 4, roles: admin },
    children: [page('basic', 'Basic', 'menu.profile.basic', admin)],
  },
  {
    path: '/result',
    name: 'Result',
    meta: { locale: 'menu.result', requiresAuth: true, icon: 'icon-check-circle', order: 5 },
    children: [
      page('success', 'Success', 'menu.result.success'),
      page('error', 'Error', 'menu.result.error'),
    ],
  },
  {
    path: '/exception',
    name: 'Exception',
    meta: { locale: 'menu.exception', requiresAuth: true, icon: 'icon-exclamation-circle', order: 6 },
    children: [
      page('403', '403', 'menu.exception.403', admin),
      page('404', '404', 'menu.exception.404'),
      page('500', '500', 'menu.exception.500'),
    ],
  },
  {
    path: '/user',
    name: 'User',
    meta: { locale: 'menu.user', requiresAuth: true, icon: 'icon-user', order: 7 },
    children: [page('info', 'Info', 'menu.user.info'), page('setting', 'Setting', 'menu.user.setting')],
  },
  {
    path: 'https://arco.design',
    name: 'arcoWebsite',
    meta: { locale: 'menu.arcoWebsite', requiresAuth: true, icon: 'icon-link', order: 8 },
    children: [],
  },
  {
    path: 'https://arco.design/react/docs/pro/faq',
    name: 'faq',
    meta: { locale: 'menu.faq', requiresAuth: true, icon: 'icon-question-circle', order: 9 },
    children: [],
  },
];

/** The menu as a session acting in `role` may see it; a group whose every child is hidden is hidden too. */
export function menuFor(role: Role, items: MenuItem[] = MENU): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.meta.roles && !item.meta.roles.includes(role)) continue;
    const children = menuFor(role, item.children);
    if (item.children.length > 0 && children.length === 0) continue;
    visible.push({ ...item, children });
  }
  return visible.sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));
}
