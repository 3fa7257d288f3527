import type { MenuItem } from '@site/contracts/api/user';
import { CONSOLE_MENU, menuPagePath } from '@site/contracts/console-menu';
import { desktopProfile, expect, test } from './fixtures';

test.use({ ...desktopProfile, adminCredentials: { username: 'user', password: 'user' } });
// Some tests open every console page in turn; on a busy machine that takes a while.
test.setTimeout(120_000);

/** The console pages the server's menu offers this session, as full paths. */
function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((section) =>
    section.children.length > 0 ? section.children.map((page) => `${section.path}/${page.path}`) : [],
  );
}

test.describe('a staff member with the user role', () => {
  test('is not offered a role switch it cannot make', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/workplace');
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('current-role')).toHaveText('Role: User');
    await expect(page.getByRole('menuitem', { name: 'User center' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch roles' })).toHaveCount(0);
  });

  test('opens every console page the workplace links to', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/workplace');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Quick operations' }).getByRole('link')).not.toHaveCount(0);
    // Quick operations to admin pages (the monitor, the notice list and form) are not offered.
    await expect(main.getByRole('link', { name: 'Marketing' })).toHaveCount(0);
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const consolePaths = [
      ...new Set(
        hrefs.filter((href) =>
          /^\/(dashboard|list|form|profile|visualization|result|exception|user\/)/.test(href),
        ),
      ),
    ];
    expect(consolePaths.length).toBeGreaterThan(0);
    for (const path of consolePaths) {
      await page.goto(path);
      await expect(page.getByTestId('console-layout'), path).toBeVisible();
      await expect(page.getByTestId('exception-403'), path).toHaveCount(0);
    }
  });

  test("sees exactly the pages the server's menu offers it", async ({ signedInPage: page, baseURL }) => {
    // As the console calls it: from the site's own pages.
    const response = await page.request.post('/api/user/menu', { data: {}, headers: { origin: baseURL! } });
    const answer = (await response.json()) as { data: MenuItem[] };
    expect(response.status(), JSON.stringify(answer)).toBe(200);
    const offered = menuPaths(answer.data);
    expect(offered).toContain('/dashboard/workplace');
    expect(offered).not.toContain('/dashboard/monitor');
    for (const path of offered) {
      await page.goto(path);
      await expect(page.getByTestId('console-layout'), path).toBeVisible();
      await expect(page.getByTestId('exception-403'), path).toHaveCount(0);
    }
    // A page the menu does not offer this role is refused in the console as well.
    await page.goto('/dashboard/monitor');
    await expect(page.getByTestId('exception-403')).toBeVisible();
  });

  test('makes no call its role is refused, on any console page, those it may not open included', async ({
    signedInPage: page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });
    const pages = CONSOLE_MENU.flatMap((entry) =>
      entry.kind === 'section'
        ? entry.pages.map((item) => ({
            path: menuPagePath(entry, item),
            limited: Boolean(item.roles?.length),
          }))
        : [],
    );
    for (const { path, limited } of pages) {
      // Also before the role is known here: the role the last login stored is only a hint.
      for (const storedRole of [true, false]) {
        if (!storedRole) await page.evaluate(() => localStorage.removeItem('userRole'));
        await page.goto(path);
        await expect(page.getByTestId('console-layout'), path).toBeVisible();
        await expect(page.getByTestId('exception-403'), path).toHaveCount(limited ? 1 : 0);
        await page.waitForLoadState('networkidle');
      }
    }
    expect(refused).toEqual([]);
    // Nor does the server, reading a page's data for it with its session.
    const sent = await (await page.request.get('/user/requests')).text();
    expect(sent).toContain('"user-info"');
    expect(sent).not.toContain('"account-requests"');
  });
});
