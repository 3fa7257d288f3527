import { expect, test } from './fixtures';
import { appStarted, navigateInApp } from './navigation';

const TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js?id=';
const TRACKING = 'https://tracking.games-provider.example/js/track.js';

async function scriptSources(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
}

test('a /home page loads the tag manager and its no-script frame, not the tracking script', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appStarted(page);
  const sources = await scriptSources(page);
  expect(sources.some((src) => src.startsWith(TAG_MANAGER))).toBe(true);
  expect(sources).not.toContain(TRACKING);
  await expect(page.locator('noscript#tag-manager-noscript')).toHaveCount(1);
  expect(await page.locator('noscript#tag-manager-noscript').innerHTML()).toContain(
    'https://www.googletagmanager.com/ns.html?id=',
  );
  expect(externalRequests.some((url) => url.startsWith(TAG_MANAGER))).toBe(true);
});

test('a /dmg page loads the tracking script and removes the tag manager', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, '/dmg');
  await expect(page.locator('script#games-provider-tracking-script')).toHaveCount(1);
  const sources = await scriptSources(page);
  expect(sources).toContain(TRACKING);
  expect(sources.some((src) => src.startsWith(TAG_MANAGER))).toBe(false);
  await expect(page.locator('noscript#tag-manager-noscript')).toHaveCount(0);
  expect(externalRequests).toContain(TRACKING);
});

test('a failing tracking script is ignored', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(TRACKING, (route) => route.abort('failed'));
  await page.goto('/dmg/play');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appStarted(page);
  await expect(page.locator('script#games-provider-tracking-script')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
