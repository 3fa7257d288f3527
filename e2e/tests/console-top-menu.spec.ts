import type { Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';

// With the top menu (settings), every entry of the console's menu must stay reachable whatever the window's width:
// those that do not fit beside the navbar's own buttons go under "More", which the keyboard opens too.

const ENTRIES = [
  'Dashboard',
  'Data Visualization',
  'List',
  'Form',
  'Profile',
  'Result',
  'Exception',
  'User Center',
  'Design System',
  'FAQ',
];

async function withTopMenu(page: Page) {
  await page.addInitScript(() => {
    const settings = JSON.parse(localStorage.getItem('console-settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('console-settings', JSON.stringify({ ...settings, topMenu: true }));
  });
  await page.goto('/dashboard/workplace');
  await expect(page.getByTestId('top-menu')).toBeVisible();
}

/** The entries shown in the navbar, each checked to be whole, inside the menu's room and clear of the other buttons. */
async function entriesShown(page: Page): Promise<string[]> {
  const menu = page.getByTestId('top-menu');
  const room = (await menu.boundingBox())!;
  // The navbar's own buttons (named in the console's language).
  const buttons = (await page.getByTestId('navbar').getByRole('navigation').boundingBox())!;
  const shown: string[] = [];
  for (const entry of await menu.getByRole('listitem').all()) {
    const box = (await entry.boundingBox())!;
    const name = (await entry.innerText()).trim();
    expect(box.x, name).toBeGreaterThanOrEqual(room.x);
    expect(box.x + box.width, name).toBeLessThanOrEqual(room.x + room.width + 0.5);
    expect(box.x + box.width, `${name} is under the navbar's buttons`).toBeLessThanOrEqual(buttons.x);
    const hit = await entry.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(hit, `${name} is covered`).toBe(true);
    shown.push(name);
  }
  return shown;
}

test.use(desktopProfile);
// Each test loads the console and walks the menu; on a busy machine that takes a while.
test.setTimeout(60_000);

for (const width of [1280, 1440, 1920]) {
  test(`at ${width} px every entry of the top menu is in the navbar or under "More"`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await withTopMenu(page);
    const shown = await entriesShown(page);
    const more = page.getByTestId('top-menu').getByRole('button', { name: 'More' });
    let under: string[] = [];
    if (shown.at(-1) === 'More') {
      await more.click();
      const list = page.getByTestId('top-menu-more-list');
      await expect(list).toBeVisible();
      // A section's pages under its name; a page or a link as an item.
      under = await list.evaluate((element) =>
        [...element.querySelectorAll('[data-part="item-group-label"], [role="menuitem"]')]
          .filter(
            (item) =>
              item.getAttribute('data-part') === 'item-group-label' || !item.closest('[role="group"]'),
          )
          .map((item) => (item as HTMLElement).innerText.trim()),
      );
    }
    const inNavbar = shown.filter((name) => name !== 'More');
    expect([...inNavbar, ...under]).toEqual(ENTRIES);
    if (width <= 1440) expect(under.length).toBeGreaterThan(0);
  });
}

test('"More" opens from the keyboard, and its pages open from it', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await withTopMenu(page);
  const more = page.getByTestId('top-menu').getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  const list = page.getByTestId('top-menu-more-list');
  await expect(list).toBeVisible();
  const userInfo = list.getByRole('menuitem', { name: 'User Info' });
  await expect(userInfo).toBeVisible();
  // The arrow keys walk the items to it.
  for (
    let step = 0;
    step < 30 && !(await userInfo.evaluate((item) => item.hasAttribute('data-highlighted')));
    step++
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/info$/);
  // The current page's entry is under "More": the button says so.
  await expect(more).toHaveCSS('font-weight', '600');
});

test('the entries follow the language, and still fit', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'zh-CN'));
  await withTopMenu(page);
  const shown = await entriesShown(page);
  expect(shown.at(-1)).toBe('更多');
  expect(shown.length).toBeGreaterThan(3);
});
