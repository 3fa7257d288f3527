import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

async function openWorkplace(page: Page) {
  await page.goto('/dashboard/workplace');
  await expect(page.getByTestId('console-layout')).toBeVisible();
  await appStarted(page);
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the console' });
const option = (page: Page, name: string | RegExp) => page.getByRole('option', { name });

test.describe('console search', () => {
  test.use(desktopProfile);

  test('opens from the navbar button, finds a page and opens it with the keyboard', async ({
    signedInPage: page,
  }) => {
    await openWorkplace(page);
    const button = page.getByRole('button', { name: 'Search the console' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search the console' });
    await expect(dialog).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.type('card');
    await expect(option(page, /Card List/)).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await option(page, /Card List/).getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/list\/card$/);
    await expect(dialog).toBeHidden();
  });

  test('takes a pasted text with control characters or too long as a search, never as an error', async ({
    signedInPage: page,
  }) => {
    await openWorkplace(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.insertText('Card\tList\u0007');
    await expect(searchBox(page)).toHaveValue('Card List ');
    await expect(option(page, /Card List/)).toBeVisible();
    await expect(page.getByRole('dialog')).not.toContainText(/control characters|failed/i);
    await searchBox(page).fill('');
    await page.keyboard.insertText('x'.repeat(150));
    await expect(searchBox(page)).toHaveValue('x'.repeat(100));
    await expect(page.getByRole('dialog')).not.toContainText(/characters|failed/i);
  });

  test('Ctrl+K and "/" open it, arrows move, Escape closes it and gives the focus back', async ({
    signedInPage: page,
  }) => {
    await openWorkplace(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('a');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const button = page.getByRole('button', { name: 'Search the console' });
    await button.focus();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    // Closing keeps what was typed for the next time; the focus goes back where it was.
    await expect(searchBox(page)).toHaveValue('a');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test('finds announcements by title on the server, and opens one', async ({
    signedInPage: page,
    adminApi,
  }) => {
    const title = `Quokka parade ${Date.now()}`;
    const created = await page.request.post('/api/notices', {
      headers: { authorization: adminApi.authorization },
      data: { title, body: 'A parade.', category: 'event', status: 'draft' },
    });
    const id = ((await created.json()) as { data: { id: number } }).data.id;

    await openWorkplace(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    const asked = page.waitForRequest((request) => request.url().includes('/api/admin/notices/search?'));
    await page.keyboard.type('quokka parade');
    expect(new URL((await asked).url()).searchParams.get('q')).toMatch(/^quokka/);
    const found = option(page, new RegExp(title));
    await expect(found).toBeVisible();
    await expect(found).toContainText('Draft');
    await expectAccessible(page);

    await found.click();
    await expect(page).toHaveURL(new RegExp(`/profile/basic\\?id=${id}$`));
    await expect(page.getByTestId('profile-title')).toHaveText(title);
  });

  test('offers the user role only what it may open, and never asks for announcements', async ({
    page,
    context,
  }) => {
    const login = await context.request.post('/api/user/login', {
      data: { username: 'user', password: 'user' },
    });
    expect((await login.json()).code).toBe(0);
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    const noticeSearches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/notices')) noticeSearches.push(request.url());
    });
    await openWorkplace(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(option(page, /Workplace/)).toBeVisible();
    await expect(option(page, /Monitor/)).toHaveCount(0);
    await expect(option(page, /Search Table/)).toHaveCount(0);
    await page.keyboard.type('Step Form');
    await expect(page.getByRole('dialog')).toContainText('Nothing found for "Step Form"');
    await page.waitForTimeout(500);
    expect(noticeSearches).toEqual([]);
  });
});

test.describe('console search on a phone', () => {
  test.use(phoneProfile);

  test('fills the screen and opens a page', async ({ signedInPage: page }) => {
    await openWorkplace(page);
    await page.getByRole('button', { name: 'Search the console' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the console' });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThan(370);
    expect(box!.height).toBeGreaterThan(800);
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('monitor');
    await option(page, /Monitor/).click();
    await expect(page).toHaveURL(/\/dashboard\/monitor$/);
    await expectAccessible(page);
  });
});
