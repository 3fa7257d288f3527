import { CONSOLE_MENU, findMenuPage, mayOpen, menuOrder, sectionRoles } from '@site/contracts/console-menu';
import { type RouteMeta, type RouteRecord, isSignedIn } from '@site/shared/core';

// The console's route records take what the menu knows (paths, labels, roles, order) from the one declaration the
// server's menu answer also comes from (contracts/src/console-menu.ts); the features add what only the console
// knows: the page's code, its data and its title.

interface PageParts {
  /**
   * The document title in English, while the texts have not loaded; then the layout gives the host the page's menu
   * label in the console's language (components/use-page-title.ts), which the tab bar and the breadcrumb show too.
   */
  title: string;
  page: RouteRecord['page'];
  loadData?: RouteRecord['loadData'];
  /** The tab bar does not keep the page across reloads. */
  ignoreCache?: boolean;
  /** Its chunks (RouteRecord.chunks): by default the page's key, which its imports are marked with. */
  chunks?: readonly string[];
}

type LoadData = NonNullable<RouteRecord['loadData']>;

/**
 * A role-limited page's data, fetched only for a session whose role may open the page: to any other the layout shows
 * 403, and the page's calls would only be refused. The role in force is the user info's, which the layout's loader
 * fetches at the same time (one request for both).
 */
function forRoles(roles: readonly string[], load: LoadData): LoadData {
  return async (params, queryClient, search, context) => {
    if (!(context?.signedIn ?? isSignedIn())) return;
    const { userInfoQueryOptions } = await import('../features/account/api/get-user-info');
    const info = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => undefined);
    if (info && mayOpen(roles, info.role)) await load(params, queryClient, search, context);
  };
}

/** The route record of a page the menu offers, by its key in the menu. */
export function menuPage(key: string, parts: PageParts): RouteRecord {
  const found = findMenuPage(key);
  if (!found) throw new Error(`The console menu (contracts/src/console-menu.ts) has no page "${key}"`);
  const { page, index } = found;
  const meta: RouteMeta = {
    title: parts.title,
    locale: page.locale,
    requiresAuth: true,
    order: index,
    ...(page.roles ? { roles: [...page.roles] } : {}),
    ...(parts.ignoreCache ? { ignoreCache: true } : {}),
  };
  return {
    name: key,
    path: page.path,
    kind: 'public',
    meta,
    page: parts.page,
    loadData: parts.loadData && page.roles ? forRoles(page.roles, parts.loadData) : parts.loadData,
    chunks: parts.chunks ?? [key],
  };
}

/**
 * Section paths another remote serves: /user itself is the legal remote's terms page, so the user centre's records
 * claim only /user/info and /user/setting (a record at /user would route the terms page to the console), each page
 * under a layout record of its own. The menu merges them again by their label.
 */
const SHARED_SECTION_PATHS = new Set(['/user']);

/**
 * A page in a section's layout that the menu does not list (a page reached from another one: all messages, a help
 * document), by the key of its section. It keeps no tab.
 */
export function hiddenPage(
  section: string,
  record: Omit<RouteRecord, 'kind' | 'meta'> & { meta: RouteMeta },
): { section: string; record: RouteRecord } {
  return {
    section,
    record: { ...record, kind: 'public', meta: { ...record.meta, requiresAuth: true, hideInMenu: true } },
  };
}

/**
 * The menu's sections as layout records (navbar, menu, tabs) with their pages as children, in the menu's order.
 * Every page of the menu must have its record among `pages`, and every record a place in the menu. `hidden` pages
 * join their section's layout without a place in the menu.
 */
export function menuSections(
  pages: RouteRecord[],
  layout: Pick<RouteRecord, 'page' | 'loadData'>,
  notFoundPage: RouteRecord['page'],
  hidden: readonly { section: string; record: RouteRecord }[] = [],
): RouteRecord[] {
  const unplacedHidden = new Set(hidden);
  const unplaced = new Map(pages.map((record) => [record.name, record]));
  const sections: RouteRecord[] = [];
  for (const entry of CONSOLE_MENU) {
    if (entry.kind !== 'section') continue;
    const roles = sectionRoles(entry);
    const meta: RouteMeta = {
      locale: entry.locale,
      requiresAuth: true,
      icon: entry.icon,
      order: menuOrder(entry),
      ...(roles ? { roles: [...roles] } : {}),
    };
    const children = entry.pages.map((page) => {
      const record = unplaced.get(page.key);
      if (!record) throw new Error(`The console has no page for the menu's "${page.key}"`);
      unplaced.delete(page.key);
      return record;
    });
    for (const page of hidden) {
      if (page.section !== entry.key) continue;
      children.push(page.record);
      unplacedHidden.delete(page);
    }
    if (SHARED_SECTION_PATHS.has(entry.path)) {
      for (const child of children) {
        sections.push({
          name: `${child.name}-section`,
          path: `${entry.path}/${child.path}`,
          kind: 'public',
          meta,
          ...layout,
          chunks: ['layout', 'texts'],
          children: [{ ...child, path: '' }],
        });
      }
    } else {
      // An address under the section that has no page shows the console's 404 in the layout, for its staff, rather
      // than leaving the console. (Not under a shared section path: /user/* would take the terms page at /user.)
      const notFound: RouteRecord = {
        name: `${entry.key}-not-found`,
        path: '*',
        kind: 'public',
        meta: { title: '404', requiresAuth: true, hideInMenu: true },
        page: notFoundPage,
      };
      sections.push({
        name: entry.key,
        path: entry.path,
        kind: 'public',
        meta,
        ...layout,
        chunks: ['layout', 'texts'],
        children: [...children, notFound],
      });
    }
  }
  if (unplaced.size > 0)
    throw new Error(`Pages missing from the console menu: ${[...unplaced.keys()].join(', ')}`);
  if (unplacedHidden.size > 0)
    throw new Error(
      `Hidden pages of no menu section: ${[...unplacedHidden].map((p) => p.record.name).join(', ')}`,
    );
  return sections;
}
