import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from '@playwright/test';
import { expect, isolatedTest as test } from './fixtures';
import { api, livePlayer, uploadPlayer } from './release-tools';

// A team with its own deploy key puts a page of its own into its build and lures a signed-in admin to its address:
// the page's script would make itself a deploy key of the console with the admin's cookie. The server must never let
// an uploaded file run as a page of the site. Uploads change what the site holds, so this spec has its own server.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TAKEOVER = `fetch('/api/admin/remotes/console/keys', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'taken over' }),
});`;

let work: string;

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test("a team's HTML or SVG file never runs with a signed-in admin's cookie", async ({
  page,
  adminSession,
  adminApi,
  isolatedServer,
}) => {
  // The browser holds the admin's session cookie; the calls below are the admin's API client.
  void adminSession;
  const key = await api<{ secret: string }>(
    isolatedServer,
    'POST',
    '/api/admin/remotes/player/keys',
    adminApi.authorization,
    { name: 'player team CI' },
  );
  work = mkdtempSync(path.join(os.tmpdir(), 'site-hostile-e2e-'));
  const dist = path.join(work, 'player');
  cpSync(path.join(isolatedServer.store, 'player', await livePlayer(isolatedServer)), dist, {
    recursive: true,
  });
  writeFileSync(
    path.join(dist, 'promo.html'),
    `<!doctype html><html lang="ja"><title>キャンペーン</title><h1>キャンペーン</h1><script>${TAKEOVER}</script></html>`,
  );
  writeFileSync(
    path.join(dist, 'promo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><script>${TAKEOVER}</script></svg>`,
  );
  const consoleKeys = () =>
    api<{ name: string }[]>(isolatedServer, 'GET', '/api/admin/remotes/console/keys', adminApi.authorization);
  // Uploaded and previewed (its files public), as a team shows a build before it goes live.
  const version = await uploadPlayer(isolatedServer, key.secret, dist);

  // The admin's browser, signed in to the console, opens each address.
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.goto('/home');
  for (const file of ['promo.html', 'promo.svg']) {
    await page
      .goto(`/remotes/player/${version}/${file}`)
      .catch((error: Error) => expect(error.message).toMatch(/Download is starting/));
  }
  // Long enough for a script that ran to have made its key: none did.
  await page.waitForTimeout(1000);
  expect(await consoleKeys()).toEqual([]);
  // Each was a download, never a page of the site.
  await expect
    .poll(() => downloads.map((download) => download.suggestedFilename()))
    .toEqual(['promo.html', 'promo.svg']);
  await Promise.all(downloads.map((download) => download.cancel()));

  // What a page of the site may do with such a file: fetch it as content, which runs nothing.
  for (const file of ['promo.html', 'promo.svg']) {
    const fetched = await page.evaluate(async (address) => {
      const response = await fetch(address);
      return {
        status: response.status,
        policy: response.headers.get('content-security-policy'),
        text: await response.text(),
      };
    }, `/remotes/player/${version}/${file}`);
    expect(fetched.status).toBe(200);
    expect(fetched.policy).toMatch(/^sandbox;/);
    expect(fetched.text).toContain('taken over');
  }
  expect(await consoleKeys()).toEqual([]);
});
