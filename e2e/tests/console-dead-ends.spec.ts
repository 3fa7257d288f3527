import { desktopProfile, expect, test } from './fixtures';

test.use(desktopProfile);

test.describe('console addresses without a page of their own', () => {
  test('a section opens its first page, and adds no tab of its own', async ({ signedInPage: page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(page.getByTestId('content-chart')).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText(['Workplace']);

    await page.goto('/visualization?from=menu');
    await expect(page).toHaveURL(/\/visualization\/data-analysis\?from=menu$/);
    await expect(page.getByTestId('prereg-total')).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText(['Workplace', 'Analysis']);
  });

  test("an address under the console that has no page shows the console's 404 in its layout", async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard/xyz');
    await expect(page).toHaveURL(/\/dashboard\/xyz$/);
    await expect(page.getByTestId('console-layout')).toBeVisible();
    await expect(page.getByTestId('exception-404')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByTestId('tab')).toHaveText(['Workplace']);
    await page.getByTestId('exception-404').getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });

  test('signed out, such an address goes to the login, which brings the visitor back to it', async ({
    page,
  }) => {
    await page.goto('/dashboard/xyz');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fxyz$/);
  });

  test('the notice profile opened from the menu offers the newest notices, each opening its profile', async ({
    signedInPage: page,
  }) => {
    await page.goto('/profile/basic');
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Profile' })).toBeVisible();
    const newest = page.getByRole('list', { name: /Choose an announcement/ }).getByRole('link');
    await expect(newest).toHaveCount(10);
    const first = newest.first();
    const title = (await first.locator('span').first().innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/profile\/basic\?id=\d+$/);
    await expect(page.getByTestId('profile-title')).toHaveText(title);
    await expect(page.getByTestId('history')).toBeVisible();
  });
});
