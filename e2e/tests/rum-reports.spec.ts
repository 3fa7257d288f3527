import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { type AdminApi, expect, isolatedTest as test } from './fixtures';
import { reachUntil } from './navigation';

// Real-user reports from a real browser: a page view is counted for the versions of the remotes it used once the page
// is hidden, and a remote whose page throws is counted as an error of that remote; a report the page did not send
// (no token of its) is dropped, and Monitor says so. On a server of the spec's own, so the figures are this spec's
// alone. Every page here comes from one address, the test's, with the console's pages among them: the pace of one
// page view per address every few seconds is off (the server's suite tests it), or it would drop the visits.
test.use({
  isolatedServerEnv: {
    RUM_RATE_LIMIT_PER_IP: '1000',
    RUM_SAMPLE_PERCENT: '100',
    RUM_VIEW_SPACING_SECONDS: '0',
  },
});

interface Health {
  live: { version: string; pageViews: number; errorRate: number } | null;
}

async function healthOf(page: Page, admin: AdminApi, remote: string): Promise<Health> {
  const response = await page.request.get(`/api/admin/remotes/${remote}/health?minutes=5`, {
    headers: { authorization: admin.authorization },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Health }).data;
}

async function liveVersion(page: Page, remote: string): Promise<string> {
  const index = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string }[];
  };
  return index.remotes.find((entry) => entry.name === remote)!.version;
}

// The reporter loads once the page is idle; a page hidden before that sends nothing.
async function whenReporting(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('rum-reporter-started').length > 0,
    undefined,
    {
      timeout: 20_000,
    },
  );
}

/** The player's Health tab in the console's Monitor, in English. */
async function playerHealthTab(page: Page) {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto('/dashboard/monitor');
  const player = page.getByRole('region', { name: 'player', exact: true });
  await player.getByRole('tab', { name: 'Health' }).click();
  return player;
}

test('a page view is counted for the live version of its remote once the page is hidden, and Monitor shows it', async ({
  context,
  adminSession,
  adminApi,
}) => {
  // Monitor, below, is opened in this signed-in context.
  void adminSession;
  const page = await context.newPage();
  const version = await liveVersion(page, 'player');
  const before = (await healthOf(page, adminApi, 'player')).live?.pageViews ?? 0;

  const visitor = await context.newPage();
  await visitor.goto('/home?utm_source=mail');
  await expect(visitor.getByRole('main')).toBeVisible();
  await whenReporting(visitor);
  // Closing the tab hides the page: the beacon goes then.
  await visitor.close({ runBeforeUnload: true });

  await expect
    .poll(async () => (await healthOf(page, adminApi, 'player')).live, { timeout: 15_000 })
    .toMatchObject({ version, pageViews: before + 1, errorRate: 0 });

  // The console's Monitor shows the same figures in the player's Health tab, live beside (no) canary.
  const player = await playerHealthTab(page);
  const comparison = player.getByRole('region', { name: 'Health of player: live and canary side by side' });
  await expect(comparison.getByRole('row', { name: /^Page views/ })).toContainText(String(before + 1));
  await expect(comparison.getByRole('row', { name: /^Error rate/ })).toContainText('0');
  await expect(comparison.getByRole('row', { name: /^Addresses with an error/ })).toContainText('0');
  // A point of the per-minute chart tells its line, its minute and its figure in the page's words.
  const views = player.getByRole('img', { name: /^Page views per minute of / });
  const { width } = (await views.boundingBox())!;
  await views.hover({ position: { x: width - 40, y: 40 } });
  await expect(player.getByText(/^Live · \d{1,2}:\d{2}:/)).toContainText(/: [1-9]\d*$/);
  await expectAccessible(page);
});

test('a remote whose page throws is counted as an error of that remote', async ({ context, adminApi }) => {
  const page = await context.newPage();
  const version = await liveVersion(page, 'player');
  const before = (await healthOf(page, adminApi, 'player')).live ?? { pageViews: 0, errorRate: 0 };
  const errorViews = (live: { pageViews: number; errorRate: number }) =>
    Math.round(live.pageViews * live.errorRate);
  const manifest = (await (await page.request.get(`/remotes/player/${version}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { async: string[] } } }[];
  };
  // A broken release: the code of the player's pages (what its routes load lazily) throws as it runs.
  const pageChunks = new Set(manifest.exposes.flatMap((expose) => expose.assets.js.async));
  const visitor = await context.newPage();
  await visitor.route(`**/remotes/player/${version}/*.js`, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (!pageChunks.has(file)) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: `throw new Error('broken release');\n${await response.text()}` });
  });

  await visitor.goto('/home');
  // Reaching for the page starts the application, which loads the broken code.
  await reachUntil(visitor, () =>
    expect(visitor.getByRole('heading', { name: 'ページを表示できませんでした' })).toBeVisible({
      timeout: 1_000,
    }),
  );
  await whenReporting(visitor);
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await expect
    .poll(
      async () => {
        const live = (await healthOf(page, adminApi, 'player')).live;
        return live && { version: live.version, pageViews: live.pageViews, errorViews: errorViews(live) };
      },
      { timeout: 15_000 },
    )
    .toEqual({ version, pageViews: before.pageViews + 1, errorViews: errorViews(before) + 1 });
  // The legal remote was not on that page: nothing is counted against it.
  expect((await healthOf(page, adminApi, 'legal')).live?.pageViews ?? 0).toBe(0);
});

test('a report without its page’s token counts for nothing, and Monitor shows it dropped', async ({
  context,
  adminSession,
  adminApi,
}) => {
  // Monitor, below, is opened in this signed-in context.
  void adminSession;
  const page = await context.newPage();
  const version = await liveVersion(page, 'player');
  const before = (await healthOf(page, adminApi, 'player')).live?.pageViews ?? 0;
  // What the attack on the guard sent: an uncaught error of the live version, with no page behind it.
  const report = {
    page: '/home',
    remote: 'player',
    versions: { player: version },
    errors: [{ remote: 'player', kind: 'uncaught' }],
  };
  const made = await page.request.post('/api/rum', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ reports: [report, report] }),
  });
  expect(made.status()).toBe(400);
  // A real page's token, with its claims changed.
  const { token } = (await (await page.request.get('/remotes.json')).json()) as { token: string };
  const [claims, signature] = token.split('.');
  const changed = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { v: Record<string, string> };
  changed.v.player = `${version}-x`;
  const forged = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
  const forgedAnswer = await page.request.post('/api/rum', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ token: forged, reports: [{ ...report, versions: { player: `${version}-x` } }] }),
  });
  expect(forgedAnswer.status()).toBe(403);

  const player = await playerHealthTab(page);
  const dropped = player.getByRole('region', { name: 'Reports of player not counted, by reason' });
  await expect(dropped.getByRole('row', { name: /^No page token/ })).toContainText('2');
  await expect(dropped.getByRole('row', { name: /^Token not signed by this site/ })).toContainText('1');
  expect((await healthOf(page, adminApi, 'player')).live?.pageViews ?? 0).toBe(before);
  await expectAccessible(page);
});
