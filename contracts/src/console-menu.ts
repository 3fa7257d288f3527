// The staff console's menu, declared once. The console derives its route records' meta and its side menu from it,
// the server its answer to POST /api/user/menu, so the two cannot offer different pages or different roles.
// Browsers import this module at run time: plain data and functions, no schema library.

import type { Role } from './api/roles.js';

const ADMIN_ONLY: readonly Role[] = ['admin'];

/** A page of the console that the menu offers. */
export interface ConsoleMenuPage {
  /** The page's route name in the console (also its tab's name): unique across the menu. */
  key: string;
  /** The item's `name` in the menu answer. */
  name: string;
  /** Below its section's path (`workplace` is /dashboard/workplace). */
  path: string;
  /** The i18n key of its label (the console's texts). */
  locale: string;
  /** Who may open it; absent: every role. */
  roles?: readonly Role[];
  /**
   * The API calls that load the page's data, as `METHOD /path`. A role the server refuses one of them must not be
   * offered the page: the server's tests check these roles against its route guards (server/test/console-menu.test.ts).
   */
  reads: readonly string[];
}

/** A group of the menu: an icon, a label and its pages. */
export interface ConsoleMenuSection {
  kind: 'section';
  key: string;
  name: string;
  path: string;
  locale: string;
  /** The icon as the menu answer names it (Arco's names; the console maps them onto its own icons). */
  icon: string;
  pages: readonly ConsoleMenuPage[];
}

/** A link of the menu to another site. */
export interface ConsoleMenuLink {
  kind: 'link';
  key: string;
  name: string;
  url: string;
  locale: string;
  icon: string;
}

export type ConsoleMenuEntry = ConsoleMenuSection | ConsoleMenuLink;

/**
 * The menu in its order. Roles follow what each page's data allows: the announcement pages read the admin API
 * (GET /api/admin/notices…), the monitor the release history and the card list the remotes
 * (GET /api/admin/remotes…), so they are the admin's; the questionnaire report and the charts are open to every
 * signed-in user. Two pages read nothing: the step form, which exists to create a notice (POST /api/notices, an
 * admin's call), and the 403 example page, the admin's by choice (it shows what a refused page looks like).
 */
export const CONSOLE_MENU: readonly ConsoleMenuEntry[] = [
  {
    kind: 'section',
    key: 'dashboard',
    name: 'Dashboard',
    path: '/dashboard',
    locale: 'menu.dashboard',
    icon: 'icon-dashboard',
    pages: [
      {
        key: 'workplace',
        name: 'Workplace',
        path: 'workplace',
        locale: 'menu.dashboard.workplace',
        reads: [
          'GET /api/workplace/summary',
          'GET /api/content-data',
          'GET /api/popular/list',
          'GET /api/notices',
        ],
      },
      {
        key: 'monitor',
        name: 'Monitor',
        path: 'monitor',
        locale: 'menu.dashboard.monitor',
        roles: ADMIN_ONLY,
        reads: ['GET /remotes.json', 'GET /api/health', 'GET /api/admin/remotes/:name/releases'],
      },
    ],
  },
  {
    kind: 'section',
    key: 'visualization',
    name: 'Visualization',
    path: '/visualization',
    locale: 'menu.visualization',
    icon: 'icon-apps',
    pages: [
      {
        key: 'data-analysis',
        name: 'DataAnalysis',
        path: 'data-analysis',
        locale: 'menu.visualization.dataAnalysis',
        reads: ['GET /api/stats/preregistrations'],
      },
      {
        key: 'multi-dimension-data-analysis',
        name: 'MultiDimensionDataAnalysis',
        path: 'multi-dimension-data-analysis',
        locale: 'menu.visualization.multiDimensionDataAnalysis',
        reads: ['GET /api/questionnaire/report'],
      },
    ],
  },
  {
    kind: 'section',
    key: 'list',
    name: 'List',
    path: '/list',
    locale: 'menu.list',
    icon: 'icon-list',
    pages: [
      {
        key: 'search-table',
        name: 'SearchTable',
        path: 'search-table',
        locale: 'menu.list.searchTable',
        roles: ADMIN_ONLY,
        reads: ['GET /api/admin/notices'],
      },
      {
        key: 'card-list',
        name: 'Card',
        path: 'card',
        locale: 'menu.list.cardList',
        roles: ADMIN_ONLY,
        reads: ['GET /api/admin/remotes'],
      },
    ],
  },
  {
    kind: 'section',
    key: 'form',
    name: 'Form',
    path: '/form',
    locale: 'menu.form',
    icon: 'icon-settings',
    pages: [
      {
        key: 'form-group',
        name: 'Group',
        path: 'group',
        locale: 'menu.form.group',
        roles: ADMIN_ONLY,
        reads: ['GET /api/admin/notices/:id'],
      },
      {
        key: 'form-step',
        name: 'Step',
        path: 'step',
        locale: 'menu.form.step',
        roles: ADMIN_ONLY,
        reads: [],
      },
    ],
  },
  {
    kind: 'section',
    key: 'profile',
    name: 'Profile',
    path: '/profile',
    locale: 'menu.profile',
    icon: 'icon-file',
    pages: [
      {
        key: 'profile-basic',
        name: 'Basic',
        path: 'basic',
        locale: 'menu.profile.basic',
        roles: ADMIN_ONLY,
        reads: ['GET /api/admin/notices/:id'],
      },
    ],
  },
  {
    kind: 'section',
    key: 'result',
    name: 'Result',
    path: '/result',
    locale: 'menu.result',
    icon: 'icon-check-circle',
    pages: [
      { key: 'result-success', name: 'Success', path: 'success', locale: 'menu.result.success', reads: [] },
      { key: 'result-error', name: 'Error', path: 'error', locale: 'menu.result.error', reads: [] },
    ],
  },
  {
    kind: 'section',
    key: 'exception',
    name: 'Exception',
    path: '/exception',
    locale: 'menu.exception',
    icon: 'icon-exclamation-circle',
    pages: [
      {
        key: 'exception-403',
        name: '403',
        path: '403',
        locale: 'menu.exception.403',
        roles: ADMIN_ONLY,
        reads: [],
      },
      { key: 'exception-404', name: '404', path: '404', locale: 'menu.exception.404', reads: [] },
      { key: 'exception-500', name: '500', path: '500', locale: 'menu.exception.500', reads: [] },
    ],
  },
  {
    kind: 'section',
    key: 'user',
    name: 'User',
    path: '/user',
    locale: 'menu.user',
    icon: 'icon-user',
    pages: [
      {
        key: 'user-info',
        name: 'Info',
        path: 'info',
        locale: 'menu.user.info',
        reads: ['POST /api/user/info'],
      },
      {
        key: 'user-setting',
        name: 'Setting',
        path: 'setting',
        locale: 'menu.user.setting',
        reads: ['POST /api/user/info'],
      },
      {
        key: 'user-requests',
        name: 'Requests',
        path: 'requests',
        locale: 'menu.user.requests',
        roles: ADMIN_ONLY,
        reads: ['GET /api/admin/account-requests'],
      },
    ],
  },
  {
    kind: 'link',
    key: 'arcoWebsite',
    name: 'arcoWebsite',
    url: 'https://arco.design',
    locale: 'menu.arcoWebsite',
    icon: 'icon-link',
  },
  {
    kind: 'link',
    key: 'faq',
    name: 'faq',
    url: 'https://arco.design/react/docs/pro/faq',
    locale: 'menu.faq',
    icon: 'icon-question-circle',
  },
];

/** Whether a session acting in `role` may open what `roles` limits (absent or empty: everyone). */
export function mayOpen(roles: readonly string[] | undefined, role: string): boolean {
  return !roles || roles.length === 0 || roles.includes(role);
}

/** An entry's place in the menu (the menu answer's `meta.order`). */
export function menuOrder(entry: ConsoleMenuEntry): number {
  return CONSOLE_MENU.indexOf(entry);
}

/**
 * The roles of a section: those its pages share when every page is limited, so a role that may open none of them
 * does not see the section either; absent when some page is open to every role.
 */
export function sectionRoles(section: ConsoleMenuSection): readonly Role[] | undefined {
  if (section.pages.some((page) => !page.roles || page.roles.length === 0)) return undefined;
  const roles = new Set(section.pages.flatMap((page) => page.roles ?? []));
  return [...roles];
}

/** The full path of a page: its section's path and its own. */
export function menuPagePath(section: ConsoleMenuSection, page: ConsoleMenuPage): string {
  return `${section.path}/${page.path}`;
}

/** A page of the menu by its key, with its section. */
export function findMenuPage(
  key: string,
): { section: ConsoleMenuSection; page: ConsoleMenuPage; index: number } | undefined {
  for (const entry of CONSOLE_MENU) {
    if (entry.kind !== 'section') continue;
    const index = entry.pages.findIndex((page) => page.key === key);
    if (index !== -1) return { section: entry, page: entry.pages[index]!, index };
  }
  return undefined;
}
