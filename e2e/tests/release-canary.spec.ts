import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, isolatedTest as test } from './fixtures';
import { api, playerVersions, uploadPlayer } from './release-tools';
import { markedPlayerBuild } from './marked-build';
import { navigateInApp } from './navigation';

// Canary releases: a second player build, uploaded with a deploy key, goes live for half the visitors; each browser
// keeps its version across pages and reloads; aborting puts every browser back on the live player. Releases change
// what every page sees, so this spec runs on a server of its own.

const ADMIN = { username: 'canary-admin', password: 'canary-admin-password' };
// The canary build marks the play page's lead with it.
const MARK = '【新しい版】';
const PLAY_HEADING = 'ゲームをはじめる';

test.use({
  isolatedServerEnv: {
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  adminCredentials: ADMIN,
});
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let work: string;
let liveVersion: string;
let canaryVersion: string;
let key: string;

/** Checks the play page shows the version's build (the canary's marks its lead), as rendered and as it runs. */
async function expectPlayPageOf(page: Page, version: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: PLAY_HEADING })).toBeVisible();
  if (version === canaryVersion) await expect(page.getByText(MARK).first()).toBeVisible();
  else await expect(page.getByText(MARK)).toHaveCount(0);
  expect(await playerVersions(page)).toEqual({ inPage: version, fetched: version });
}

test.beforeAll(async ({ isolatedServer }) => {
  work = mkdtempSync(path.join(os.tmpdir(), 'site-canary-e2e-'));
  const { remotes } = (await (await fetch(`${isolatedServer.url}/remotes.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  liveVersion = remotes.find((remote) => remote.name === 'player')!.version;
  const login = await api<{ token: string }>(isolatedServer, 'POST', '/api/user/login', '', {
    ...ADMIN,
    bearer: true,
  });
  const created = await api<{ secret: string }>(
    isolatedServer,
    'POST',
    '/api/admin/remotes/player/keys',
    `Bearer ${login.token}`,
    { name: 'player canary ci' },
  );
  key = created.secret;
  const dist = markedPlayerBuild(
    path.join(isolatedServer.store, 'player', liveVersion),
    path.join(work, 'player-canary'),
    MARK,
  );
  canaryVersion = await uploadPlayer(isolatedServer, key, dist);
  expect(canaryVersion).not.toBe(liveVersion);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Fresh browsers (each a new visitor) until one is on each side of the canary. */
async function oneOnEachSide(
  browser: Browser,
  baseURL: string,
): Promise<{ onCanary: BrowserContext; onLive: BrowserContext; others: BrowserContext[] }> {
  const found = new Map<string, BrowserContext>();
  const others: BrowserContext[] = [];
  // With a fair 50 % draw, 20 browsers all on one side happen once in half a million runs.
  for (let i = 0; i < 20 && found.size < 2; i += 1) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/home/play');
    const { inPage } = await playerVersions(page);
    if (inPage && !found.has(inPage)) found.set(inPage, context);
    else others.push(context);
  }
  expect([...found.keys()].sort()).toEqual([liveVersion, canaryVersion].sort());
  return { onCanary: found.get(canaryVersion)!, onLive: found.get(liveVersion)!, others };
}

test('a 50 % canary gives browsers different versions, each kept across pages and reloads; aborting puts everyone back on live', async ({
  browser,
  baseURL,
  isolatedServer,
}) => {
  const started = await api<{ share: number; state: string; baseVersion: string }>(
    isolatedServer,
    'POST',
    '/api/remotes/player/canary',
    `Bearer ${key}`,
    { version: canaryVersion, share: 50 },
  );
  expect(started).toMatchObject({ share: 50, state: 'running', baseVersion: liveVersion });

  const { onCanary, onLive, others } = await oneOnEachSide(browser, baseURL!);
  for (const [context, version] of [
    [onCanary, canaryVersion],
    [onLive, liveVersion],
  ] as const) {
    const [page] = context.pages();
    await expectPlayPageOf(page!, version);
    // The visitor's id: a first-party cookie scripts cannot read.
    const cookie = (await context.cookies()).find((c) => c.name === 'site-visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page!.evaluate(() => document.cookie)).not.toContain('site-visitor');
    // Reloads, and pages reached inside the application, keep the version.
    for (let i = 0; i < 3; i += 1) {
      await page!.reload();
      await expectPlayPageOf(page!, version);
    }
    await page!.goto('/home');
    await navigateInApp(page!, '/home/play');
    await expectPlayPageOf(page!, version);
  }

  const aborted = await api<{ state: string }>(
    isolatedServer,
    'POST',
    '/api/remotes/player/canary/abort',
    `Bearer ${key}`,
  );
  expect(aborted.state).toBe('aborted');
  for (const context of [onCanary, onLive]) {
    const [page] = context.pages();
    await page!.reload();
    await expectPlayPageOf(page!, liveVersion);
  }
  for (const context of [onCanary, onLive, ...others]) await context.close();
});
