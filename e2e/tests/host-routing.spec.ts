import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { navigateInApp, pathWithQuery } from './navigation';

test.describe('redirects', () => {
  test('/ goes to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path answers 404 and goes to /home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a page's address in other letter case goes to the page's own, which names itself canonical", async ({
    page,
  }) => {
    const response = await page.goto('/HOME/Play?ref=1');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/HOME\/Play\?ref=1$/);
    await expect(page).toHaveURL(/\/home\/play\?ref=1$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/home\/play$/);
  });

  test('an unknown path whose address contains dmg goes to /dmg', async ({ page }) => {
    await page.goto('/dmg/no-such-page');
    await expect(page).toHaveURL(/\/dmg$/);
    await page.goto('/elsewhere?from=dmg');
    await expect(page).toHaveURL(/\/dmg\?from=dmg$/);
  });

  test('the not-found page exists', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
  });
});

test.describe('device guard', () => {
  test('a phone at 390 px goes to the m- page, keeping the query', async ({ browser }) => {
    const context = await browser.newContext(phoneProfile);
    const page = await context.newPage();
    await page.goto('/home/play?utm_source=x&ref=1');
    await expect(page).toHaveURL(/\/home\/m\/play\?utm_source=x&ref=1$/);
    await page.goto('/dmg');
    await expect(page).toHaveURL(/\/dmg\/m$/);
    await context.close();
  });

  test('a phone at 1100 px goes to the page without the prefix', async ({ browser }) => {
    const context = await browser.newContext({ ...phoneProfile, viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    await page.goto('/home/m/play?tab=pc');
    await expect(page).toHaveURL(/\/home\/play\?tab=pc$/);
    await context.close();
  });

  test('a desktop browser at 390 px stays on (or goes to) the PC page', async ({ browser }) => {
    const context = await browser.newContext({ ...desktopProfile, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/home/play');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pathWithQuery(page)).toBe('/home/play');
    await page.goto('/home/m/play?x=1');
    await expect(page).toHaveURL(/\/home\/play\?x=1$/);
    await context.close();
  });

  test('the rule runs again when the window is resized', async ({ browser }) => {
    const context = await browser.newContext({ ...phoneProfile, viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    await page.goto('/home/play');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page).toHaveURL(/\/home\/m\/play$/);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page).toHaveURL(/\/home\/play$/);
    await context.close();
  });

  test('the rule runs again when the route changes', async ({ browser }) => {
    const context = await browser.newContext(phoneProfile);
    const page = await context.newPage();
    await page.goto('/home/m');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, '/home/play');
    await expect(page).toHaveURL(/\/home\/m\/play$/);
    await context.close();
  });

  test('a public page is never redirected on a phone', async ({ browser }) => {
    const context = await browser.newContext(phoneProfile);
    const page = await context.newPage();
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pathWithQuery(page)).toBe('/user');
    await context.close();
  });

  test('a phone stays on a PC page that has no m- twin', async ({ browser }) => {
    const context = await browser.newContext(phoneProfile);
    const page = await context.newPage();
    await page.goto('/home/questionnaire-report');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pathWithQuery(page)).toBe('/home/questionnaire-report');
    await context.close();
  });
});

test.describe('document', () => {
  test('the title comes from the route meta', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle('星詠みのアストレア');
    await page.goto('/home/play');
    await expect(page).toHaveTitle('ゲームをはじめる | 星詠みのアストレア');
    await navigateInApp(page, '/privacy');
    await expect(page).toHaveTitle('プライバシーポリシー | 星詠みのアストレア');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png');
  });
});
