import type { Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';
import { navigateInApp } from './navigation';

test.use(desktopProfile);

/** Opens a console page in a signed-in tab and waits for the console's layout. */
async function openConsole(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('console-layout')).toBeVisible();
}

/** Avatar menu → Switch roles; a menu opened while the page still settles may miss the first click. */
async function switchRole(page: Page, to: string) {
  const item = page.getByRole('menuitem', { name: 'Switch roles' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await item.click({ timeout: 2000 });
    await expect(page.getByText(`Role switched to ${to}`)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
}

test.describe('console layout and settings', () => {
  test('the layout shows navbar, menu, breadcrumb, tab bar and footer', async ({ signedInPage: page }) => {
    await openConsole(page, '/dashboard/workplace');
    await expect(page.getByTestId('navbar')).toBeVisible();
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('link', { name: 'Workplace' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'List' })).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toContainText('Dashboard');
    await expect(page.getByTestId('breadcrumb')).toContainText('Workplace');
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText(['Workplace']);
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect(page.getByTestId('content-chart')).toBeVisible();
    await expect(page.getByTestId('popular-text').locator('tbody tr')).toHaveCount(5);
  });

  test('tabs keep their query and survive a reload', async ({ signedInPage: page }) => {
    await openConsole(page, '/dashboard/workplace');
    await page.getByTestId('side-menu').getByRole('button', { name: 'Result' }).click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Success' }).click();
    await expect(page.getByTestId('result-success')).toBeVisible();
    await navigateInApp(page, '/visualization/data-analysis');
    await expect(page.getByTestId('prereg-total')).toBeVisible();
    await navigateInApp(page, '/list/search-table?page=2');
    await expect(page.getByTestId('notice-table')).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText([
      'Workplace',
      'Success',
      'Analysis',
      'Search Table',
    ]);
    await page.reload();
    // The result page is ignoreCache: not kept across the reload.
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText([
      'Workplace',
      'Analysis',
      'Search Table',
    ]);
    await page.getByTestId('tab-bar').getByRole('link', { name: 'Workplace' }).click();
    await page.getByTestId('tab-bar').getByRole('link', { name: 'Search Table' }).click();
    await expect(page).toHaveURL(/\/list\/search-table\?page=2$/);
    await expect(page.getByTestId('notice-table')).toBeVisible();
    await page.getByRole('button', { name: 'Close Analysis' }).click();
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText(['Workplace', 'Search Table']);
  });

  test("the tab bar scrolls to the current page's tab, however many are open", async ({
    signedInPage: page,
  }) => {
    // Twenty pages opened before, the current one last.
    await page.addInitScript(() => {
      const tabs = Array.from({ length: 20 }, (_, i) => ({
        title: `Page ${i}`,
        name: `stored-${i}`,
        fullPath: `/list/card?stored=${i}`,
        query: {},
      }));
      if (!sessionStorage.getItem('tabs-seeded')) {
        sessionStorage.setItem('tabs-seeded', '1');
        localStorage.setItem('console-tabs', JSON.stringify(tabs));
      }
    });
    await openConsole(page, '/dashboard/workplace');
    await navigateInApp(page, '/list/search-table');
    const strip = page.getByTestId('tab-bar').getByRole('list');
    const current = page.getByTestId('tab-bar').getByRole('link', { name: 'Search Table' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => {
        const [box, tab] = [await strip.boundingBox(), await current.boundingBox()];
        return Boolean(box && tab && tab.x >= box.x && tab.x + tab.width <= box.x + box.width);
      })
      .toBe(true);
  });

  test('colour-weak mode puts an 80 % invert filter on the page and removes it', async ({
    signedInPage: page,
  }) => {
    await openConsole(page, '/dashboard/workplace');
    await openSettings(page);
    const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
    await page.getByTestId('setting-colorWeak').click();
    await expect.poll(filter).toBe('invert(0.8)');
    // The page's fixed parts stay where they are while it scrolls.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(async () => (await page.getByTestId('navbar').boundingBox())?.y).toBe(0);
    await openSettings(page);
    await page.getByTestId('setting-colorWeak').click();
    await expect.poll(filter).toBe('none');
  });

  test('top menu, tab bar, menu width and navbar switches change the page at once', async ({
    signedInPage: page,
  }) => {
    await openConsole(page, '/dashboard/workplace');
    await openSettings(page);

    await page.getByTestId('setting-topMenu').click();
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await page.getByTestId('setting-topMenu').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();

    await page.getByTestId('setting-tabBar').click();
    await expect(page.getByTestId('tab-bar')).toBeHidden();

    const width = page.getByTestId('menu-width-input');
    await expect(width).toHaveValue('220');
    expect((await width.boundingBox())?.width).toBeLessThanOrEqual(80);
    await width.fill('300');
    await expect.poll(async () => (await page.getByTestId('side-menu').boundingBox())?.width).toBe(300);

    await page.getByTestId('setting-navbar').click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await expect(page.getByTestId('navbar')).toBeHidden();
    await expect(page.getByTestId('floating-settings')).toBeVisible();

    // Settings persist across a reload.
    await page.reload();
    await expect(page.getByTestId('tab-bar')).toBeHidden();
    await expect(page.getByTestId('navbar')).toBeHidden();
    await page.getByTestId('floating-settings').click();
    await page.getByTestId('setting-navbar').click();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('floating-settings')).toBeHidden();
  });

  test('menu from server fetches the menu once, with notifications, and once again after a reload', async ({
    signedInPage: page,
  }) => {
    let menuCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/menu')) menuCalls += 1;
    });
    await openConsole(page, '/dashboard/workplace');
    await openSettings(page);
    const menuCall = page.waitForResponse((response) => response.url().endsWith('/api/user/menu'));
    await page.getByTestId('setting-menuFromServer').click();
    await menuCall;
    await expect(page.getByText('success', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(menuCalls).toBe(1);

    await page.reload();
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Workplace' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(menuCalls).toBe(2);
  });

  test('a message is marked read once its id is sent to the read call', async ({ signedInPage: page }) => {
    await openConsole(page, '/dashboard/workplace');
    const count = page.getByTestId('unread-count');
    await expect(count).toBeVisible();
    const before = Number(await count.textContent());
    await page.getByTestId('alerts-button').click();
    const first = page.getByTestId('message-item').and(page.locator('[data-status="unread"]')).first();
    await expect(first).toHaveAccessibleName(/Unread$/);
    const readCall = page.waitForRequest((req) => req.url().endsWith('/api/message/read'));
    await first.click();
    const sent = (await readCall).postDataJSON() as { ids: number[] };
    expect(sent.ids).toHaveLength(1);
    await expect(
      page
        .getByTestId('message-item')
        .filter({ has: page.locator(':scope') })
        .and(page.locator('[data-status="read"]')),
    ).not.toHaveCount(0);
    await expect(count).toHaveText(String(before - 1));
  });
});

test.describe('console roles', () => {
  test('switching to the user role hides admin-only content', async ({ signedInPage: page }) => {
    // The role switch applies to the session: each test has a session of its own.
    await openConsole(page, '/list/search-table');
    await expect(page.getByTestId('create-notice')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('button', { name: 'List' })).toBeVisible();

    await switchRole(page, 'User');
    await expect(page.getByTestId('create-notice')).toHaveCount(0);
    await expect(page.getByTestId('exception-403')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('button', { name: 'List' })).toHaveCount(0);

    await switchRole(page, 'Administrator');
    await expect(page.getByTestId('create-notice')).toBeVisible();
  });
});

test.describe('console announcements', () => {
  test('a notice published in the console appears on the player site', async ({
    signedInPage: page,
    request,
  }) => {
    await openConsole(page, '/form/group');
    const title = `E2E console notice ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill('## Hello\n\nPublished **from the console**.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('from the console');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    await expect(page).toHaveURL(/\/result\/success\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const list = (await (await request.get('/api/notices?page=1&pageSize=5')).json()) as {
      data: { items: { id: number; title: string }[] };
    };
    expect(list.data.items.map((item) => item.title)).toContain(title);

    await page.goto(`/home/notice/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an empty form shows the validation messages', async ({ signedInPage: page }) => {
    await openConsole(page, '/form/group');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Title cannot be empty')).toBeVisible();
    await expect(page.getByText('Body cannot be empty')).toBeVisible();
  });

  test('the search setting shows and hides the navbar’s search, its shortcut with it, and is kept', async ({
    signedInPage: page,
  }) => {
    await openConsole(page, '/dashboard/workplace');
    await expect(page.getByTestId('search-button')).toBeVisible();
    await openSettings(page);
    const setting = page.getByTestId('setting-search');
    await expect(setting).toContainText('Search');
    await setting.click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('search-button')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('search-button')).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('console-settings') ?? '{}').search),
    ).toBe(false);
    await openSettings(page);
    await page.getByTestId('setting-search').click();
    await expect(page.getByTestId('search-button')).toBeVisible();
  });
});
