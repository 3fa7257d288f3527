import { type RouteRecord, storedConsoleLocale, yieldToMain } from '@site/shared/core';
import { prefetchLayout, prefetchWorkplace } from './api/prefetch';
import { TEXT_PARTS, type TextPart, textSources } from './i18n/text-sources';

// Pages start their first queries beside their code (api/prefetch.ts).
const layout = () => {
  prefetchLayout();
  return Promise.all([import('./layout/console-layout'), import('./layout/layout-system')]).then(
    async ([mod, system]) => {
      // The layout's UI system is created in a task of its own, not at the end of the one that ran the layout's code.
      await yieldToMain();
      system.layoutSystem();
      return mod;
    },
  );
};
const ADMIN = ['admin'];

/** A page that loads with its texts in the current language, so it never renders before they are there. */
function withTexts(page: RouteRecord['page'], parts?: readonly TextPart[]): RouteRecord['page'] {
  const texts = () => {
    // The texts' chunks start beside the page's code rather than after the i18n instance has loaded (the language
    // is the one the instance starts in); loadConsoleTexts then adds them from the same requests.
    const locale = storedConsoleLocale();
    for (const part of parts ?? TEXT_PARTS) void textSources[locale][part]().catch(() => undefined);
    return import('./i18n/texts').then((mod) => mod.loadConsoleTexts(parts));
  };
  return () => Promise.all([page(), texts()]).then(([mod]) => mod);
}

/**
 * The login page needs only its own few texts. Its markup reads ?error= (the answer to a login posted without
 * JavaScript) and ?redirect= (carried by the form to the server), so the server renders it with both.
 */
const login: RouteRecord = {
  name: 'login',
  path: '/login',
  kind: 'public',
  meta: { title: 'Login', requiresAuth: false, hideInMenu: true, searchParams: ['error', 'redirect'] },
  page: withTexts(() => import('./pages/login/login-page'), ['login']),
};

/**
 * The console's pages. Each menu section is a layout record (navbar, menu, tabs) with its pages as children; menu
 * labels are i18n keys (meta.locale), the menu is ordered by meta.order and filtered by meta.roles. The console's
 * layout checks requiresAuth and roles (the host guards only the device).
 *
 * /user itself is the legal remote's terms page, so the user centre records claim only /user/info and
 * /user/setting (a record at /user would route the terms page to the console).
 */
const pages: RouteRecord[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    kind: 'public',
    meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'dashboard', order: 0 },
    page: layout,
    children: [
      {
        name: 'workplace',
        path: 'workplace',
        kind: 'public',
        meta: {
          title: 'Workplace',
          locale: 'menu.dashboard.workplace',
          requiresAuth: true,
          roles: ['*'],
          order: 0,
        },
        page: () => {
          prefetchWorkplace();
          return import('./pages/workplace/workplace-page');
        },
      },
      {
        name: 'monitor',
        path: 'monitor',
        kind: 'public',
        meta: {
          title: 'Monitor',
          locale: 'menu.dashboard.monitor',
          requiresAuth: true,
          roles: ADMIN,
          order: 1,
        },
        page: () => import('./pages/monitor-page'),
      },
    ],
  },
  {
    name: 'visualization',
    path: '/visualization',
    kind: 'public',
    meta: { locale: 'menu.visualization', requiresAuth: true, icon: 'chart', order: 1 },
    page: layout,
    children: [
      {
        name: 'data-analysis',
        path: 'data-analysis',
        kind: 'public',
        meta: {
          title: 'Data Analysis',
          locale: 'menu.visualization.dataAnalysis',
          requiresAuth: true,
          order: 0,
        },
        page: () => import('./pages/visualization/data-analysis-page'),
      },
      {
        name: 'multi-dimension-data-analysis',
        path: 'multi-dimension-data-analysis',
        kind: 'public',
        meta: {
          title: 'Questionnaire',
          locale: 'menu.visualization.multiDimensionDataAnalysis',
          requiresAuth: true,
          order: 1,
        },
        page: () => import('./pages/visualization/questionnaire-page'),
      },
    ],
  },
  {
    name: 'list',
    path: '/list',
    kind: 'public',
    meta: { locale: 'menu.list', requiresAuth: true, icon: 'list', order: 2, roles: ADMIN },
    page: layout,
    children: [
      {
        name: 'search-table',
        path: 'search-table',
        kind: 'public',
        meta: { title: 'Announcements', locale: 'menu.list.searchTable', requiresAuth: true, roles: ADMIN },
        page: () => import('./pages/list/search-table-page'),
      },
    ],
  },
  {
    name: 'form',
    path: '/form',
    kind: 'public',
    meta: { locale: 'menu.form', requiresAuth: true, icon: 'form', order: 3, roles: ADMIN },
    page: layout,
    children: [
      {
        name: 'form-group',
        path: 'group',
        kind: 'public',
        meta: { title: 'Announcement Form', locale: 'menu.form.group', requiresAuth: true, roles: ADMIN },
        page: () => import('./pages/form/notice-form-page'),
      },
    ],
  },
  {
    name: 'profile',
    path: '/profile',
    kind: 'public',
    meta: { locale: 'menu.profile', requiresAuth: true, icon: 'file', order: 4, roles: ADMIN },
    page: layout,
    children: [
      {
        name: 'profile-basic',
        path: 'basic',
        kind: 'public',
        meta: {
          title: 'Announcement Profile',
          locale: 'menu.profile.basic',
          requiresAuth: true,
          roles: ADMIN,
        },
        page: () => import('./pages/profile/notice-profile-page'),
      },
    ],
  },
  {
    name: 'result',
    path: '/result',
    kind: 'public',
    meta: { locale: 'menu.result', requiresAuth: true, icon: 'check', order: 5 },
    page: layout,
    children: [
      {
        name: 'result-success',
        path: 'success',
        kind: 'public',
        meta: {
          title: 'Success',
          locale: 'menu.result.success',
          requiresAuth: true,
          order: 0,
          ignoreCache: true,
        },
        page: () => import('./pages/result/result-page').then((m) => ({ default: m.SuccessResult })),
      },
      {
        name: 'result-error',
        path: 'error',
        kind: 'public',
        meta: {
          title: 'Error',
          locale: 'menu.result.error',
          requiresAuth: true,
          order: 1,
          ignoreCache: true,
        },
        page: () => import('./pages/result/result-page').then((m) => ({ default: m.ErrorResult })),
      },
    ],
  },
  {
    name: 'exception',
    path: '/exception',
    kind: 'public',
    meta: { locale: 'menu.exception', requiresAuth: true, icon: 'alert', order: 6 },
    page: layout,
    children: (['403', '404', '500'] as const).map((status, order) => ({
      name: `exception-${status}`,
      path: status,
      kind: 'public' as const,
      meta: {
        title: status,
        locale: `menu.exception.${status}`,
        requiresAuth: true,
        order,
        ...(status === '403' ? { roles: ADMIN } : {}),
      },
      page: () => import('./pages/exception-page').then((m) => ({ default: m.exceptionPages[status] })),
    })),
  },
  ...(['info', 'setting'] as const).map((part, order): RouteRecord => ({
    name: `user-${part}-section`,
    path: `/user/${part}`,
    kind: 'public',
    meta: { locale: 'menu.user', requiresAuth: true, icon: 'user', order: 7 },
    page: layout,
    children: [
      {
        name: `user-${part}`,
        path: '',
        kind: 'public',
        meta: {
          title: part === 'info' ? 'User Info' : 'User Settings',
          locale: `menu.user.${part}`,
          requiresAuth: true,
          order,
        },
        page:
          part === 'info'
            ? () => import('./pages/user/user-info-page')
            : () => import('./pages/user/user-setting-page'),
      },
    ],
  })),
  {
    name: 'redirect',
    path: '/redirect/*',
    kind: 'public',
    meta: { requiresAuth: true, hideInMenu: true },
    page: () => import('./pages/redirect-page'),
  },
];

function withAllTexts(records: RouteRecord[]): RouteRecord[] {
  return records.map(({ page, children, ...record }) => ({
    ...record,
    page: withTexts(page),
    ...(children ? { children: withAllTexts(children) } : {}),
  }));
}

/** The console's layout provides the query cache itself (the login page has no use for it). */
export const sharedProviders = false;

export default [login, ...withAllTexts(pages)];
