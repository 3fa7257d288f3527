import type { Role } from '@site/contracts/api/roles';
import { CONSOLE_MENU, mayOpen, menuPagePath } from '@site/contracts/console-menu';
import { setConsoleLocale } from '@site/shared/i18n';
import { UiProvider } from '@site/shared/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import enUS from '../../../i18n/en-US';
import { loadConsoleTexts } from '../../../i18n/texts';
import routes from '../../../routes';
import { layoutSystem } from '../../../components/layout-system';
import { menuFromRoutes } from '../menu-model';
import { SideMenu } from './side-menu';

// The console's menu comes from its route records, whose paths, labels and roles come from the menu the server's
// answer is also made of (contracts/src/console-menu.ts). What a role is shown must be exactly that menu's items
// for the role: no page the contract keeps from it, and none missing.

beforeAll(async () => {
  await setConsoleLocale('en-US');
  await loadConsoleTexts(undefined, 'en-US');
});

const label = (locale: string) => (enUS as Record<string, string>)[locale] ?? locale;

/** The contract's items for a role, in the menu's order: each page and link by its label and address. */
function contractItems(role: Role) {
  const sections: string[] = [];
  const links: { name: string; href: string }[] = [];
  for (const entry of CONSOLE_MENU) {
    if (entry.kind === 'link') {
      links.push({ name: label(entry.locale), href: entry.url });
      continue;
    }
    const pages = entry.pages.filter((page) => mayOpen(page.roles, role));
    if (pages.length === 0) continue;
    sections.push(label(entry.locale));
    links.push(...pages.map((page) => ({ name: label(page.locale), href: menuPagePath(entry, page) })));
  }
  return { sections, links };
}

/** The side menu as a role sees it, every section opened. */
function shownItems(role: Role) {
  render(
    <UiProvider system={layoutSystem()}>
      <MemoryRouter>
        <nav aria-label="Main menu">
          <SideMenu nodes={menuFromRoutes(routes, role)} collapsed={false} />
        </nav>
      </MemoryRouter>
    </UiProvider>,
  );
  const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
  const sections = menu.getAllByRole('button', { expanded: false });
  sections.forEach((section) => fireEvent.click(section));
  return {
    sections: sections.map((section) => section.textContent ?? ''),
    links: menu.getAllByRole('link').map((link) => ({
      name: link.textContent ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  };
}

describe("the side menu and the console menu's declaration", () => {
  it("shows a user exactly the declaration's items for users", () => {
    const shown = shownItems('user');
    expect(shown).toEqual(contractItems('user'));
    // The announcement pages read the admin API: a user is not led to a page that answers 403.
    expect(shown.links.map((link) => link.href)).not.toContain('/list/search-table');
    expect(shown.sections).not.toContain('List');
  });

  it('shows an admin every page of the declaration, in its order', () => {
    const shown = shownItems('admin');
    expect(shown).toEqual(contractItems('admin'));
    expect(shown.links.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/list/search-table', '/dashboard/monitor', '/user/info']),
    );
  });
});
