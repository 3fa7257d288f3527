import type { Page, Response } from '@playwright/test';
import { type Cluster, missingForCluster, startCluster } from '@site/test-kit/cluster';
import { desktopProfile, expect, test } from './fixtures';

// The site as production runs it: three instances on PostgreSQL and Redis behind nginx with deploy/nginx's files
// (tooling/test-kit/cluster.mjs). The browser talks to nginx only.

const missing = missingForCluster();
test.skip(missing.length > 0, `a cluster needs ${missing.join(', ')}`);
test.use(desktopProfile);
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster({ env: { LOGIN_RATE_LIMIT_GLOBAL: '100000' } });
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** Every hashed script and stylesheet the page loads, with its answer. */
function hashedFiles(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (HASHED.test(new URL(response.url()).pathname)) seen.push(response);
  });
  return seen;
}

test('a player page comes through nginx rendered and working, its hashed files kept a year by the browser and by nginx', async ({
  page,
  browser,
}) => {
  const files = hashedFiles(page);
  const document = await page.goto(`${cluster.url}/home`);
  expect(document!.status()).toBe(200);
  // Pages are never kept by nginx: they say which release a visitor gets. Without a canary or a preview a page is the
  // same bytes for every visitor (no page view token in it), so only revalidation is asked for, not privacy.
  expect(document!.headers()['cache-control']).toBe('no-cache');
  expect(document!.headers()['x-cache-status']).toBeUndefined();
  // The first visit of a fresh cluster: an instance copies the release's files from the database before it serves them.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
  // It works: a link inside the site is followed by the application.
  await page.getByRole('link', { name: 'ゲームをはじめる' }).first().click();
  await expect(page).toHaveURL(/\/home\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();

  await expect.poll(() => files.length).toBeGreaterThan(3);
  for (const file of files) {
    expect(file.status(), file.url()).toBe(200);
    expect(file.headers()['cache-control'], file.url()).toBe('public, max-age=31536000, immutable');
  }
  // A second visitor gets them from nginx's cache, not from an instance.
  const other = await browser.newPage({ ...desktopProfile });
  const again = hashedFiles(other);
  await other.goto(`${cluster.url}/home`);
  await expect(other.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => again.length).toBeGreaterThan(3);
  expect(again.map((file) => file.headers()['x-cache-status'])).toContain('HIT');
  await other.close();
});

test('a staff member signed in through nginx keeps working while every instance is restarted in turn', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', 'en-US');
  });
  await page.goto(`${cluster.url}/login`);
  await page.getByPlaceholder('Username: admin').fill(cluster.admin.username);
  await page.getByPlaceholder('Password: admin').fill(cluster.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toContainText('Welcome back');

  for (const instance of cluster.instances) {
    expect(await cluster.stopInstance(instance.index)).toBe(0);
    // While it is down, and again once it is back: the session lives in PostgreSQL, not in an instance.
    await page.reload();
    await expect(welcome).toContainText('Welcome back');
    await cluster.startInstance(instance.index);
  }
  await page.goto(`${cluster.url}/dashboard/workplace`);
  await expect(welcome).toContainText('Welcome back');
});
