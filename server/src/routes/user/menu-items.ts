import {
  CONSOLE_MENU,
  type ConsoleMenuEntry,
  mayOpen,
  menuOrder,
  sectionRoles,
} from '@site/contracts/console-menu';
import type { Role } from '@site/contracts/api/roles';
import type { MenuItem } from '@site/contracts/api/user';

/** A contract entry in the menu answer's shape (SPEC section 3 "Menu item"): child paths relative to the group. */
function toMenuItem(entry: ConsoleMenuEntry): MenuItem {
  const order = menuOrder(entry);
  if (entry.kind === 'link') {
    return {
      path: entry.url,
      name: entry.name,
      meta: { locale: entry.locale, requiresAuth: true, icon: entry.icon, order },
      children: [],
    };
  }
  const roles = sectionRoles(entry);
  return {
    path: entry.path,
    name: entry.name,
    meta: {
      locale: entry.locale,
      requiresAuth: true,
      icon: entry.icon,
      order,
      ...(roles ? { roles: [...roles] } : {}),
    },
    children: entry.pages.map((page) => ({
      path: page.path,
      name: page.name,
      meta: { locale: page.locale, requiresAuth: true, ...(page.roles ? { roles: [...page.roles] } : {}) },
      children: [],
    })),
  };
}

/**
 * The console's server-driven menu (SPEC section 2 "Console screens"), from the one declaration the console's own
 * menu comes from (contracts/src/console-menu.ts). Items with meta.roles are shown only to sessions acting in one of
 * those roles; items without roles are shown to every logged-in user. Locale keys are the console's i18n keys.
 */
export const MENU: MenuItem[] = CONSOLE_MENU.map(toMenuItem);

/** The menu as a session acting in `role` may see it; a section whose every page is hidden is hidden too. */
export function menuFor(role: Role, items: MenuItem[] = MENU): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (!mayOpen(item.meta.roles, role)) continue;
    const children = item.children.filter((child) => mayOpen(child.meta.roles, role));
    if (item.children.length > 0 && children.length === 0) continue;
    visible.push({ ...item, children });
  }
  return visible.sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));
}
