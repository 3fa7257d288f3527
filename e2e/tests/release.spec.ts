import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInBrowser, test } from './fixtures';
import { navigateInApp } from './navigation';

// Independent release and rollback of a remote, end to end: the release command copies a new player build into the
// server's store and makes it live through the admin API, with the host and the server left running.
//
// Releases change what every page of the site loads, so this spec runs its own server (a fresh embedded database
// and a remote store in a temporary folder, seeded with the builds that are live in the shared store) rather than
// the shared test server: the other specs, running in parallel, never see these releases.

const root = path.resolve(__dirname, '..', '..');
const sharedStore = process.env.REMOTE_STORE_DIR ?? path.join(root, '.data/remotes');
const ADMIN = { RELEASE_USERNAME: 'release-admin', RELEASE_PASSWORD: 'release-admin-password' };
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
let store: string;
let server: ChildProcess;
let baseUrl: string;
let serverOutput = '';
let liveBefore: string;
let variantVersion: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The release command as a team runs it (tsx scripts/release-remote.ts), against this spec's server and store. */
function releaseCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/release-remote.ts', 'player', ...args],
      {
        cwd: root,
        env: { ...process.env, ...ADMIN, RELEASE_SERVER: baseUrl, REMOTE_STORE_DIR: store },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
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

async function livePlayer(): Promise<string> {
  const response = await fetch(`${baseUrl}/remotes.json`);
  const { remotes } = (await response.json()) as { remotes: RemoteEntry[] };
  return remotes.find((remote) => remote.name === 'player')!.version;
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

test.beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'site-release-e2e-'));
  store = path.join(work, 'remotes');
  const index = JSON.parse(readFileSync(path.join(sharedStore, 'remotes.json'), 'utf8')) as {
    remotes: RemoteEntry[];
  };
  for (const remote of index.remotes) {
    mkdirSync(path.join(store, remote.name), { recursive: true });
    cpSync(
      path.join(sharedStore, remote.name, remote.version),
      path.join(store, remote.name, remote.version),
      {
        recursive: true,
      },
    );
  }
  writeFileSync(path.join(store, 'remotes.json'), JSON.stringify(index));
  liveBefore = index.remotes.find((remote) => remote.name === 'player')!.version;

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, 'server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      REMOTE_STORE_DIR: store,
      DATABASE_URL: '',
      // The release pages need no demo content; skipping it makes the fresh database quick to start.
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: ADMIN.RELEASE_USERNAME,
      ADMIN_PASSWORD: ADMIN.RELEASE_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (serverOutput += chunk));
  server.stderr?.on('data', (chunk) => (serverOutput += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`server did not start:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a release goes live without a restart, open pages keep working, and a rollback brings the old one back', async ({
  context,
}) => {
  // A tab opened before the release, on a player page; the play page's code is not loaded yet.
  const before = await context.newPage();
  const beforeErrors = watchErrors(before);
  await before.goto(`${baseUrl}/home`);
  await expect(before.getByRole('heading', { level: 1, name: '星詠みのアストレア' })).toBeVisible();

  const variant = variantOf(path.join(store, 'player', liveBefore), 'player-variant', (_file, text) =>
    LEADS.some((lead) => text.includes(lead))
      ? LEADS.reduce((marked, lead) => marked.split(lead).join(`${lead}${MARK}`), text)
      : undefined,
  );
  const released = await releaseCommand(['--dist', variant]);
  expect(released.code, released.output).toBe(0);
  const newVersion = await livePlayer();
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
  await after.goto(`${baseUrl}/home/play`);
  await expect(after.getByText(MARK).first()).toBeVisible();
  expect(afterErrors).toEqual([]);

  // Rollback: the next tab is on the old version again.
  const rolledBack = await releaseCommand(['--rollback']);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain(`player ${liveBefore} is live (was ${newVersion})`);
  expect(await livePlayer()).toBe(liveBefore);
  const third = await context.newPage();
  await third.goto(`${baseUrl}/home/play`);
  await expect(third.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
  await expect(third.getByText('インストール不要。').first()).toBeVisible();
  await expect(third.getByText(MARK)).toHaveCount(0);
});

test('an admin rolls back from the console Monitor page, after a confirmation', async ({ page }) => {
  const madeLive = await releaseCommand(['--live', variantVersion]);
  expect(madeLive.code, madeLive.output).toBe(0);
  expect(await livePlayer()).toBe(variantVersion);

  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.RELEASE_USERNAME, password: ADMIN.RELEASE_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  await signInBrowser(page.context(), data.token, baseUrl);
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto(`${baseUrl}/dashboard/monitor`);

  const player = page.getByTestId('releases-player');
  await expect(player.getByRole('cell', { name: variantVersion })).toBeVisible();
  await expect(player.getByRole('cell', { name: liveBefore })).toBeVisible();
  await player.getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(variantVersion);
  await dialog.getByRole('button', { name: 'Roll back' }).click();

  await expect(page.getByText(`player rolled back to ${liveBefore}`)).toBeVisible();
  expect(await livePlayer()).toBe(liveBefore);
});

test('a build that needs a React the host does not share is refused and never goes live', async ({
  page,
}) => {
  const incompatible = variantOf(path.join(store, 'player', liveBefore), 'player-react99', (file, text) => {
    if (file !== 'mf-manifest.json') return undefined;
    const manifest = JSON.parse(text) as { shared: { name: string; requiredVersion?: string }[] };
    for (const entry of manifest.shared) {
      if (entry.name === 'react' || entry.name.startsWith('react/')) entry.requiredVersion = '^99.0.0';
    }
    return JSON.stringify(manifest);
  });
  const refused = await releaseCommand(['--dist', incompatible]);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(
    /Cannot release player \S+: it needs react \^99\.0\.0 but the live host shares react 19\.\d+\.\d+/,
  );
  expect(await livePlayer()).toBe(liveBefore);
  await page.goto(`${baseUrl}/home/play`);
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームをはじめる' })).toBeVisible();
});
