import { expect, test } from './fixtures';
import { navigateInApp } from './navigation';

test('every shared package is one copy in the page, across all three remotes', async ({ page }) => {
  // A stand-in for React DevTools: every copy of react-dom registers itself with this hook.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  // Staff pages load a document of their own unless every area follows one third-party script rule
  // (docs/security.md, "Content security policy and third-party scripts"): configured so, the three remotes run in
  // one page.
  await page.route('**/home', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '"thirdPartyScriptAreas":["player","legal"]',
      '"thirdPartyScriptAreas":[]',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
  await navigateInApp(page, '/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toHaveCount(0);

  const reactDomCopies = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(reactDomCopies).toBe(1);

  // The federation share scope: per package, the versions that were loaded, who provided them, who used them.
  const shared = await page.evaluate(() => {
    type Info = { from: string; loaded?: boolean; useIn?: string[] };
    const scope = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
    for (const scopes of Object.values(scope)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const entry = (result[name] ??= { versions: [], from: [], useIn: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (!entry.from.includes(info.from)) entry.from.push(info.from);
            for (const user of info.useIn ?? []) if (!entry.useIn.includes(user)) entry.useIn.push(user);
          }
        }
      }
    }
    return result;
  });
  // "react-router" is the same provided module as "react-router-dom"; apps import the latter, so it may stay unused.
  if (shared['react-router']?.versions.length) expect(shared['react-router'].from).toHaveLength(1);
  for (const name of ['react', 'react-dom', 'react-router-dom', 'jotai']) {
    expect(shared[name]?.from, name).toEqual(['host']);
  }
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    'jotai',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
    '@site/shared/core',
    '@site/shared/i18n',
  ]) {
    // One version loaded, from one provider: the first app that needed it (the host for what it uses itself).
    expect(shared[name]?.versions, name).toHaveLength(1);
    expect(shared[name]?.from, name).toHaveLength(1);
  }
  // Every remote rendered its pages with the host's React.
  expect(shared['react/jsx-runtime']?.useIn).toEqual(
    expect.arrayContaining(['host', 'remote_player', 'remote_legal', 'remote_console']),
  );
});

test('a remote that cannot be fetched shows a fallback in its area, others keep working, retry recovers', async ({
  page,
}) => {
  const blockPlayer = (route: import('@playwright/test').Route) => route.abort('failed');
  await page.route('**/remotes/player/**', blockPlayer);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'ページを表示できませんでした' })).toBeVisible();
  await expect(page.locator('main[lang="ja"]')).toBeVisible();
  const retry = page.getByRole('button', { name: '再読み込み' });
  await expect(retry).toBeVisible();

  await navigateInApp(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();

  await navigateInApp(page, '/home/play');
  await expect(page.getByRole('heading', { level: 1, name: 'ページを表示できませんでした' })).toBeVisible();

  await page.unroute('**/remotes/player/**', blockPlayer);
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/play$/);
});

test('the console area falls back in the console language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.route('**/remotes/console/**', (route) => route.abort('failed'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('remote files are served with the right caching and compression', async ({ request }) => {
  const index = await request.get('/remotes.json');
  // Revalidated every time, and kept by no shared cache: each answer carries a page view token of its own.
  expect(index.headers()['cache-control']).toBe('private, no-cache');
  const { remotes } = (await index.json()) as { remotes: { name: string; manifest: string }[] };
  expect(remotes.map((remote) => remote.name).sort()).toEqual(['console', 'legal', 'player']);

  const manifestUrl = remotes.find((remote) => remote.name === 'player')!.manifest;
  const manifest = await request.get(manifestUrl, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');

  const body = (await manifest.json()) as {
    shared: { assets: { js: { async: string[]; sync: string[] } } }[];
  };
  const chunk = body.shared.flatMap((entry) => [...entry.assets.js.async, ...entry.assets.js.sync])[0];
  if (chunk) {
    const chunkResponse = await request.get(manifestUrl.replace('mf-manifest.json', chunk), {
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunkResponse.headers()['cache-control']).toContain('immutable');
  }
  const html = await request.get('/home', { headers: { 'accept-encoding': 'gzip' } });
  expect(html.headers()['content-type']).toContain('text/html');
  // Without a canary running, a page is the same bytes for every visitor: revalidated, but any cache may keep it.
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test('the console and the host share one auth state and one store', async ({
  signedInPage: page,
  adminApi,
  request,
}) => {
  // A session opened by an earlier login, the way a returning staff member arrives: no login form on this page.
  const info = await request.post('/api/user/info', {
    headers: { authorization: adminApi.authorization },
    data: {},
  });
  const { data: user } = (await info.json()) as { data: { name: string } };

  await page.goto('/dashboard/workplace');
  // The console reads the signed-in state the shared core holds, and what it loads shows in the tree the host renders.
  await expect(page.getByText(`Welcome back, ${user.name}`)).toBeVisible();
});
