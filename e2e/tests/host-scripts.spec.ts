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

// Addresses FallbackRedirect sends on to /dmg: the page they first open is never shown, so it switches no script in.
for (const address of ['/?x=dmg', '/#dmg', '/dmg-nope', '/foo?x=dmg']) {
  test(`${address} goes to /dmg without ever inserting the tag manager`, async ({
    page,
    externalRequests,
  }) => {
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.assign(window, { insertedScripts: inserted });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src) inserted.push(node.src);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(address);
    await expect(page).toHaveURL(/\/dmg(\?x=dmg)?$/);
    await expect(page.locator('script#games-provider-tracking-script')).toHaveCount(1);
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    const inserted = await page.evaluate(
      () => (window as unknown as { insertedScripts: string[] }).insertedScripts,
    );
    expect(inserted).toContain(TRACKING);
    expect(inserted.filter((src) => src.startsWith(TAG_MANAGER))).toEqual([]);
    expect(externalRequests.filter((url) => url.startsWith(TAG_MANAGER))).toEqual([]);
    await expect(page.locator('noscript#tag-manager-noscript')).toHaveCount(0);
  });
}

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

test('staff pages load no third-party script, and their policy forbids one', async ({
  page,
  externalRequests,
}) => {
  const response = await page.goto('/login');
  await appStarted(page);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await scriptSources(page)).not.toContainEqual(expect.stringMatching(/^https?:\/\/(?!127\.0\.0\.1)/));
  await expect(page.locator('noscript#tag-manager-noscript')).toHaveCount(0);
  expect(externalRequests).toEqual([]);
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('googletagmanager');
  expect(csp).not.toContain('games-provider');
});

test('a staff page reached from a player page gets a new document, free of the scripts the player page ran', async ({
  page,
}) => {
  await page.goto('/home');
  await appStarted(page);
  await expect(page.locator('script#tag-manager-script')).toHaveCount(1);
  // Something only the old document has: a script it ran stays with it.
  await page.evaluate(() => Object.assign(window, { ranOnPlayerPage: true }));
  await navigateInApp(page, '/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => 'ranOnPlayerPage' in window)).toBe(false);
  await expect(page.locator('script#tag-manager-script')).toHaveCount(0);
});

for (const address of ['/home/questionnaire-report', '/user']) {
  test(`${address}, a page sent without the application, loads the tag manager after its first paint`, async ({
    page,
    externalRequests,
  }) => {
    // When the tag manager's script joined the document, against the first contentful paint: inserted before it, its
    // connection to another host became part of the page's largest paint.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.id === 'tag-manager-script') {
              (window as unknown as { tagInsertedAt: number }).tagInsertedAt = performance.now();
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => externalRequests.some((url) => url.startsWith(TAG_MANAGER))).toBe(true);
    const { inserted, firstPaint } = await page.evaluate(() => ({
      inserted: (window as unknown as { tagInsertedAt?: number }).tagInsertedAt,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstPaint).toBeDefined();
    expect(inserted).toBeGreaterThanOrEqual(firstPaint!);
  });
}
