import type { Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';
import { logOutThroughMenu } from './navigation';

test.use(desktopProfile);

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Username: admin').fill(username);
  await page.getByPlaceholder('Password: admin').fill(username);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
}

const recentlyVisited = (page: Page) => page.getByRole('region', { name: 'Recently visited' });

test('recently visited pages belong to the user who visited them, and go at logout', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', 'en-US');
  });
  await logIn(page, 'admin');
  await page.goto('/visualization/data-analysis');
  await expect(page.getByTestId('prereg-total')).toBeVisible();
  await page.goto('/dashboard/workplace');
  await expect(recentlyVisited(page).getByRole('link', { name: 'Analysis' })).toBeVisible();
  // Kept across a reload for the same user.
  await page.reload();
  await expect(recentlyVisited(page).getByRole('link', { name: 'Analysis' })).toBeVisible();

  await logOutThroughMenu(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('console-visits')))
    .not.toContain('analysis');

  await logIn(page, 'user');
  await expect(recentlyVisited(page).getByText('Pages you open appear here.')).toBeVisible();
  await expect(recentlyVisited(page).getByRole('link')).toHaveCount(0);
});
