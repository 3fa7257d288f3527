import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { markedPlayerBuild } from './marked-build';
import { type AdminApi, type IsolatedServer, expect, isolatedTest as test } from './fixtures';
import { livePlayer, playerVersions, releaseCommand } from './release-tools';
import { appStarted, navigateInApp } from './navigation';

// Preview before live: a stored player build that is not live is shown, through a signed link, to one browser only,
// on every page, until it exits; every other browser keeps the live player. Releases change what every page sees, so
// this spec runs on a server of its own.

const ADMIN = { username: 'preview-admin', password: 'preview-admin-password' };
// The previewed build marks the play page's lead with it.
const MARK = '【プレビュー版】';

test.use({
  isolatedServerEnv: {
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  adminCredentials: ADMIN,
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let work: string;
let liveVersion: string;
let previewVersion: string;

/** The release command as an admin on the server's machine, against this spec's server and store. */
function adminRelease(server: IsolatedServer, args: string[]) {
  return releaseCommand(server, args, {
    RELEASE_USERNAME: ADMIN.username,
    RELEASE_PASSWORD: ADMIN.password,
    REMOTE_STORE_DIR: server.store,
  });
}

const previewBar = (page: Page) => page.getByRole('complementary', { name: /プレビュー|预览|Preview/ });

test.beforeAll(async ({ isolatedServer }) => {
  work = mkdtempSync(path.join(os.tmpdir(), 'site-preview-e2e-'));
  liveVersion = await livePlayer(isolatedServer);
  // A stored version that is not live: released, then the one before made live again.
  const released = await adminRelease(isolatedServer, [
    '--dist',
    markedPlayerBuild(
      path.join(isolatedServer.store, 'player', liveVersion),
      path.join(work, 'player-preview'),
      MARK,
    ),
  ]);
  expect(released.code, released.output).toBe(0);
  previewVersion = await livePlayer(isolatedServer);
  expect(previewVersion).not.toBe(liveVersion);
  const back = await adminRelease(isolatedServer, ['--live', liveVersion]);
  expect(back.code, back.output).toBe(0);
  expect(await livePlayer(isolatedServer)).toBe(liveVersion);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

async function previewLink(page: Page, session: AdminApi, version: string): Promise<string> {
  const response = await page.request.post('/api/admin/remotes/player/previews', {
    headers: { authorization: session.authorization },
    data: { version },
  });
  const body = (await response.json()) as { code: number; msg?: string; data: { url: string } };
  expect(body.code, body.msg).toBe(0);
  return body.data.url;
}

test('a preview link shows the stored version to one browser on every page, the others keep the live one, exit ends it', async ({
  page,
  adminApi,
  browser,
  baseURL,
}) => {
  const url = await previewLink(page, adminApi, previewVersion);

  // The browser that opens the link lands on the site with the previewed player.
  await page.goto(url);
  await expect(page).toHaveURL(/\/home$/);
  const bar = previewBar(page);
  await expect(bar).toContainText(`プレビュー中 player ${previewVersion}`);
  expect(await playerVersions(page)).toEqual({ inPage: previewVersion, fetched: previewVersion });
  await expectAccessible(page);

  // A second page, reached inside the application: the previewed build's page.
  await navigateInApp(page, '/home/play');
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(page.getByText(MARK).first()).toBeVisible();
  await expect(bar).toBeVisible();

  // After a reload too, rendered by the server from the previewed build.
  await page.reload();
  await expect(page.getByText(MARK).first()).toBeVisible();
  await expect(previewBar(page)).toContainText(previewVersion);

  // Another area's pages carry the bar as well: a legal document (a static page) and the console's login.
  await page.goto('/user');
  await expect(previewBar(page)).toContainText(`player ${previewVersion}`);
  await page.goto('/login');
  await expect(previewBar(page)).toContainText(`player ${previewVersion}`);
  await expect(previewBar(page).getByRole('button', { name: /退出预览|Exit preview/ })).toBeVisible();

  // Another browser keeps the live player meanwhile.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/home/play');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(otherPage.getByText('インストール不要。').first()).toBeVisible();
  await expect(otherPage.getByText(MARK)).toHaveCount(0);
  await expect(previewBar(otherPage)).toHaveCount(0);
  expect(await playerVersions(otherPage)).toEqual({ inPage: liveVersion, fetched: liveVersion });
  await other.close();

  // Exit, from the keyboard, on a page reached in the application: back on that page, live.
  await page.goto('/home');
  await appStarted(page);
  await navigateInApp(page, '/home/play');
  await expect(page.getByText(MARK).first()).toBeVisible();
  const exit = previewBar(page).getByRole('button', { name: 'プレビューを終了' });
  await exit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(page.getByText(MARK)).toHaveCount(0);
  await expect(previewBar(page)).toHaveCount(0);
  expect(await playerVersions(page)).toEqual({ inPage: liveVersion, fetched: liveVersion });
});

test('a link that was tampered with says so and leaves the browser on the live site', async ({
  page,
  adminApi,
}) => {
  const url = await previewLink(page, adminApi, previewVersion);
  const response = await page.goto(`${url.slice(0, -4)}AAAA`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'プレビューを開けません' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('このサイトが発行したものではありません');
  await page.getByRole('link', { name: /公開中のサイトへ/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(previewBar(page)).toHaveCount(0);
  expect(await playerVersions(page)).toEqual({ inPage: liveVersion, fetched: liveVersion });
});
