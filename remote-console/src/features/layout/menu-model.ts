import type { MenuItem, MenuPageItem } from '@site/contracts/api/user';
import { CONSOLE_MENU, menuOrder } from '@site/contracts/console-menu';
import type { RouteRecord } from '@site/shared/core';
import { hasPermission } from '../account';

export interface MenuNode {
  key: string;
  /** Full path in the console, or an external address. */
  path: string;
  locale: string;
  icon?: string;
  order: number;
  external: boolean;
  children: MenuNode[];
}

/** The menu's links to other sites (SPEC section 2: the FAQ and the design-system site). */
export const EXTERNAL_MENU: MenuNode[] = CONSOLE_MENU.flatMap((entry) =>
  entry.kind === 'link'
    ? [
        {
          key: entry.key,
          path: entry.url,
          locale: entry.locale,
          icon: entry.icon,
          order: menuOrder(entry),
          external: true,
          children: [],
        },
      ]
    : [],
);

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}

const byOrder = (a: MenuNode, b: MenuNode) => a.order - b.order;

/**
 * The menu from the console's own route records: sections and their pages, without hidden ones and without what
 * `role` may not see, ordered by meta.order. Sections with the same label (the user centre's two records) merge.
 */
export function menuFromRoutes(records: RouteRecord[], role: string): MenuNode[] {
  const sections: MenuNode[] = [];
  for (const record of records) {
    const { meta } = record;
    if (meta.hideInMenu || !meta.locale || !meta.requiresAuth) continue;
    if (!hasPermission(meta.roles ?? [], role)) continue;
    const children = (record.children ?? [])
      .filter((child) => !child.meta.hideInMenu && child.meta.locale)
      .filter((child) => hasPermission(child.meta.roles ?? [], role))
      .map((child) => ({
        key: child.name,
        path: joinPath(record.path, child.path),
        locale: child.meta.locale!,
        icon: child.meta.icon,
        order: child.meta.order ?? 0,
        external: false,
        children: [],
      }));
    if ((record.children?.length ?? 0) > 0 && children.length === 0) continue;
    const existing = sections.find((section) => section.locale === meta.locale);
    if (existing) {
      existing.children.push(...children);
      existing.children.sort(byOrder);
      continue;
    }
    sections.push({
      key: record.name,
      path: record.path,
      locale: meta.locale,
      icon: meta.icon,
      order: meta.order ?? 0,
      external: false,
      children: children.sort(byOrder),
    });
  }
  return [...sections, ...EXTERNAL_MENU].sort(byOrder);
}

/** All page paths the console serves (for keeping server menu entries that lead somewhere). */
export function knownPaths(records: RouteRecord[], parent = ''): Set<string> {
  const paths = new Set<string>();
  for (const record of records) {
    const full = joinPath(parent, record.path);
    paths.add(full);
    for (const child of knownPaths(record.children ?? [], full)) paths.add(child);
  }
  return paths;
}

/**
 * The server's menu (POST /api/user/menu) as menu nodes. Entries the console has no page for are left out, so the
 * menu never leads to a dead end; external links stay.
 */
export function menuFromServer(items: MenuItem[], records: RouteRecord[], role: string): MenuNode[] {
  const known = knownPaths(records);
  const convert = (item: MenuItem | MenuPageItem, parent: string): MenuNode | undefined => {
    if (!hasPermission(item.meta.roles ?? [], role)) return undefined;
    const path = isExternal(item.path) ? item.path : joinPath(parent, item.path);
    const children = item.children
      .map((child) => convert(child, path))
      .filter((child): child is MenuNode => child !== undefined);
    if (item.children.length > 0 && children.length === 0) return undefined;
    if (item.children.length === 0 && !isExternal(path) && !known.has(path)) return undefined;
    return {
      key: `server-${item.name}`,
      path,
      locale: item.meta.locale,
      icon: item.meta.icon,
      order: item.meta.order ?? 0,
      external: isExternal(path),
      children: children.sort(byOrder),
    };
  };
  return items
    .map((item) => convert(item, ''))
    .filter((item): item is MenuNode => item !== undefined)
    .sort(byOrder);
}

/** The section keys whose page (or itself) is the current path: the menu opens and marks them. */
export function activeTrail(nodes: MenuNode[], pathname: string): string[] {
  for (const node of nodes) {
    if (node.children.length === 0 && !node.external && node.path === pathname) return [node.key];
    const inner = activeTrail(node.children, pathname);
    if (inner.length > 0) return [node.key, ...inner];
  }
  return [];
}
