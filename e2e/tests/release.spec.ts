import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { type IsolatedServer, expect, isolatedTest as test } from './fixtures';
import { livePlayer, releaseCommand } from './release-tools';
import { navigateInApp } from './navigation';

// Independent release and rollback of a remote, end to end, as a team does it: the release command, with nothing
// but the server's address and the player's deploy key, uploads a new player build, prints its preview link, makes
// it live and rolls it back, with the host and the server left running.
//
// Releases change what every page of the site loads, so this spec runs on a server of its own (a fresh embedded
// database and a remote store seeded with the builds live in the shared store) rather than the shared test server:
// the other specs, running in parallel, never see these releases.

const ADMIN = { username: 'release-admin', password: 'release-admin-password' };
// The play page's lead text, in the player's browser chunks and in its (unminified) prerender build, which renders
// the same page on the server; the variant build marks it in both.
const LEADS = ['lead:"インストール不要。', "lead: 'インストール不要。"];
const MARK = '【新バージョン】';

interface RemoteEntry {
  name: string;
  version: string;
  manifest: string;
}

let work: string;
let liveBefore: string;
let variantVersion: string;
let deployKey: string;

test.use({
  isolatedServerEnv: {
    // The release pages need no demo content; skipping it makes the fresh database quick to start.
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  adminCredentials: ADMIN,
});

/** The release command with the player team's deploy key only: no admin account, no access to the server's disk. */
function teamRelease(server: IsolatedServer, args: string[]) {
  return releaseCommand(server, args, { RELEASE_KEY: deployKey });
}

/** A copy of a build with some of its files changed; their precompressed twins go, so the change is served. */
function variantOf(
  source: string,
  name: string,
  edit: (file: string, text: string) => string | undefined,
): string {
  const dir = path.join(work, name);
  cpSync(source, dir, { recursive: true });
  let changed = 0;
  // The prerender build (prerender/render.cjs) too: the server renders the page the browser then hydrates.
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(c?js|json)$/.test(file)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    const next = edit(file, text);
    if (next === undefined || next === text) continue;
    writeFileSync(path.join(dir, file), next);
    rmSync(path.join(dir, `${file}.br`), { force: true });
    rmSync(path.join(dir, `${file}.gz`), { force: true });
    changed += 1;
  }
  if (changed === 0) throw new Error(`${name}: nothing to change in ${source}`);
  return dir;
}

/** Console errors, uncaught exceptions and failed remote files of a page (a chunk-load error shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.url().includes('/remotes/') && response.status() >= 400) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  return errors;
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** An admin creates the player team's deploy key, as Monitor does. */
async function createDeployKey(server: IsolatedServer): Promise<string> {
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ ...ADMIN, bearer: true }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await fetch(`${server.url}/api/admin/remotes/player/keys`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      authorization: `Bearer ${data.token}`,
    },
    body: JSON.stringify({ name: 'player team CI' }),
  });
  const body = (await created.json()) as { data: { secret: string } };
  return body.data.secret;
}

test.beforeAll(async ({ isolatedServer }) => {
  deployKey = await createDeployKey(isolatedServer);
  work = mkdtempSync(path.join(os.tmpdir(), 'site-release-e2e-'));
  const index = JSON.parse(readFileSync(path.join(isolatedServer.store, 'remotes.json'), 'utf8')) as {
    remotes: RemoteEntry[];
  };
  liveBefore = index.remotes.find((remote) => remote.name === 'player')!.version;
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a release goes live without a restart, open pages keep working, and a rollback brings the old one back', async ({
  context,
  isolatedServer,
}) => {
  // A tab opened before the release, on a player page; the play page's code is not loaded yet.
  const before = await context.newPage();
  const beforeErrors = watchErrors(before);
  await before.goto('/home');
  await expect(before.getByRole('heading', { level: 1, name: '星詠みのアストレア' })).toBeVisible();

  const variant = variantOf(
    path.join(isolatedServer.store, 'player', liveBefore),
    'player-variant',
    (_file, text) =>
      LEADS.some((lead) => text.includes(lead))
        ? LEADS.reduce((marked, lead) => marked.split(lead).join(`${lead}${MARK}`), text)
        : undefined,
  );
  // First a look in one browser only, through the preview link the command prints; the site stays as it was.
  const previewed = await teamRelease(isolatedServer, ['--preview', '--dist', variant]);
  expect(previewed.code, previewed.output).toBe(0);
  const link = /preview (\S+) \(until/.exec(previewed.output)?.[1];
  expect(link, previewed.output).toBeDefined();
  expect(await livePlayer(isolatedServer)).toBe(liveBefore);
  const previewContext = await context.browser()!.newContext({ baseURL: isolatedServer.url });
  const previewTab = await previewContext.newPage();
  await previewTab.goto(new URL(link!, isolatedServer.url).href);
  await previewTab.goto('/home/play');
  await expect(previewTab.getByText(MARK).first()).toBeVisible();
  await expect(previewTab.getByRole('complementary').filter({ hasText: 'player' })).toBeVisible();
  await previewContext.close();

  const released = await teamRelease(isolatedServer, ['--dist', variant]);
  expect(released.code, released.output).toBe(0);
  const newVersion = await livePlayer(isolatedServer);
  expect(newVersion).not.toBe(liveBefore);
  variantVersion = newVersion;
  expect(released.output).toContain(`player ${newVersion} is live (was ${liveBefore})`);

  // The old tab navigates to another player page: its chunks still come from the old version's folder.
  const loadedAfterRelease: string[] = [];
  before.on('response', (response) => {
    if (response.url().includes('/remotes/player/'))
      loadedAfterRelease.push(new URL(response.url()).pathname);
  });
  await navigateInApp(before, '/home/play');
  await expect(before.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(before.getByText('インストール不要。').first()).toBeVisible();
  await expect(before.getByText(MARK)).toHaveCount(0);
  expect(beforeErrors).toEqual([]);
  expect(loadedAfterRelease.length).toBeGreaterThan(0);
  expect(loadedAfterRelease.every((file) => file.startsWith(`/remotes/player/${liveBefore}/`))).toBe(true);

  // A new tab gets the new version.
  const after = await context.newPage();
  const afterErrors = watchErrors(after);
  await after.goto('/home/play');
  await expect(after.getByText(MARK).first()).toBeVisible();
  expect(afterErrors).toEqual([]);

  // Rollback: the next tab is on the old version again.
  const rolledBack = await teamRelease(isolatedServer, ['--rollback']);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain(`player ${liveBefore} is live (was ${newVersion})`);
  expect(await livePlayer(isolatedServer)).toBe(liveBefore);
  const third = await context.newPage();
  await third.goto('/home/play');
  await expect(third.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(third.getByText('インストール不要。').first()).toBeVisible();
  await expect(third.getByText(MARK)).toHaveCount(0);
});

test('an admin rolls back from the console Monitor page, after a confirmation', async ({
  signedInPage: page,
  isolatedServer,
}) => {
  const madeLive = await teamRelease(isolatedServer, ['--live', variantVersion]);
  expect(madeLive.code, madeLive.output).toBe(0);
  expect(await livePlayer(isolatedServer)).toBe(variantVersion);

  await page.goto('/dashboard/monitor');

  const player = page.getByTestId('releases-player');
  await expect(player.getByRole('cell', { name: variantVersion, exact: true })).toBeVisible();
  await expect(player.getByRole('cell', { name: liveBefore, exact: true })).toBeVisible();
  await player.getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(variantVersion);
  await dialog.getByRole('button', { name: 'Roll back' }).click();

  await expect(page.getByText(`player rolled back to ${liveBefore}`)).toBeVisible();
  expect(await livePlayer(isolatedServer)).toBe(liveBefore);
});

test('a build that needs a React the host does not share is refused and never goes live', async ({
  page,
  isolatedServer,
}) => {
  const incompatible = variantOf(
    path.join(isolatedServer.store, 'player', liveBefore),
    'player-react99',
    (file, text) => {
      if (file !== 'mf-manifest.json') return undefined;
      const manifest = JSON.parse(text) as { shared: { name: string; requiredVersion?: string }[] };
      for (const entry of manifest.shared) {
        if (entry.name === 'react' || entry.name.startsWith('react/')) entry.requiredVersion = '^99.0.0';
      }
      return JSON.stringify(manifest);
    },
  );
  const refused = await teamRelease(isolatedServer, ['--dist', incompatible]);
  expect(refused.code).toBe(1);
  // Refused at the upload, before anything is stored.
  expect(refused.output).toMatch(
    /Cannot upload player (\S+): it needs react \^99\.0\.0 but the live host shares react 19\.\d+\.\d+/,
  );
  const refusedVersion = /Cannot upload player (\S+):/.exec(refused.output)![1]!;
  expect(existsSync(path.join(isolatedServer.store, 'player', refusedVersion))).toBe(false);
  expect(await livePlayer(isolatedServer)).toBe(liveBefore);
  await page.goto('/home/play');
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
});

test('an admin makes a chosen stored version live from the console Monitor page, after a confirmation', async ({
  signedInPage: page,
  isolatedServer,
}) => {
  expect(await livePlayer(isolatedServer)).toBe(liveBefore);
  await page.goto('/dashboard/monitor');

  const player = page.getByTestId('releases-player');
  const chosen = player.getByRole('row').filter({ hasText: variantVersion });
  await chosen.getByRole('button', { name: `Make live: ${variantVersion}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Make ${variantVersion} live for player? It replaces ${liveBefore}`);
  await expectAccessible(page);
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await livePlayer(isolatedServer)).toBe(liveBefore);

  await chosen.getByRole('button', { name: `Make live: ${variantVersion}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make live' }).click();
  await expect(page.getByText(`player ${variantVersion} is live`)).toBeVisible();
  expect(await livePlayer(isolatedServer)).toBe(variantVersion);
  await expect(chosen.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByTestId('remotes-table').getByRole('row', { name: /player/ })).toContainText(
    variantVersion,
  );

  // The release history records who made it live; the card list shows it.
  const history = await page.request.get('/api/admin/remotes/player/releases');
  const made = (
    (await history.json()) as { data: { items: { version: string; activatedBy: string }[] } }
  ).data.items.find((release) => release.version === variantVersion);
  expect(made?.activatedBy).toBe(ADMIN.username);
  await page.goto('/list/card');
  await expect(page.getByRole('article', { name: 'player' })).toContainText(variantVersion);
});
