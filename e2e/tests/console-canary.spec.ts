import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { type IsolatedServer, expect, isolatedTest as test } from './fixtures';
import { uploadPlayer } from './release-tools';
import { markedPlayerBuild } from './marked-build';

// An admin starts a canary of a stored player version from Monitor, sees its state, aborts it after a confirmation
// that names the versions, and finds both in the remote's audit. A canary changes what visitors get, so this spec
// runs on a server of its own.

const REMOTE = 'player';
const ADMIN = { username: 'monitor-admin', password: 'monitor-admin-password' };

test.use({
  isolatedServerEnv: {
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  adminCredentials: ADMIN,
});
test.describe.configure({ timeout: 180_000 });

let work: string;

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The live player version, and a new one uploaded with a deploy key (as a team's pipeline does), left not live. */
async function uploadPlayerVersion(
  server: IsolatedServer,
  authorization: string,
): Promise<{ live: string; stored: string }> {
  const { remotes } = (await (await fetch(`${server.url}/remotes.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  const live = remotes.find((remote) => remote.name === REMOTE)!.version;
  const created = await fetch(`${server.url}/api/admin/remotes/${REMOTE}/keys`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'monitor canary ci' }),
  });
  const { data } = (await created.json()) as { data: { secret: string } };
  work = mkdtempSync(path.join(os.tmpdir(), 'site-console-canary-'));
  const dist = markedPlayerBuild(
    path.join(server.store, REMOTE, live),
    path.join(work, 'player'),
    '【モニター】',
  );
  const stored = await uploadPlayer(server, data.secret, dist);
  expect(stored).not.toBe(live);
  return { live, stored };
}

async function remoteOf(page: Page): Promise<Locator> {
  await page.goto('/dashboard/monitor');
  const remote = page.getByRole('region', { name: REMOTE, exact: true });
  await expect(remote).toBeVisible();
  return remote;
}

test('an admin starts a canary from Monitor, sees it run, aborts it after a confirmation, and the audit lists both', async ({
  signedInPage: page,
  adminApi,
  isolatedServer,
}) => {
  const { live, stored } = await uploadPlayerVersion(isolatedServer, adminApi.authorization);
  const remote = await remoteOf(page);
  const canary = remote.getByRole('region', { name: `Canary of ${REMOTE}` });
  await expect(canary.getByText('No canary is running.')).toBeVisible();

  await canary.getByRole('button', { name: 'Start canary' }).click();
  const form = page.getByRole('dialog', { name: `Start a canary of ${REMOTE}` });
  // Only versions that are not live are offered.
  const version = form.getByRole('combobox', { name: /Version/ });
  await expect(version.getByRole('option')).toHaveText([stored]);
  const share = form.getByRole('spinbutton', { name: /Share of visitors/ });
  await share.fill('0');
  await form.getByRole('button', { name: 'Start canary' }).click();
  await expect(form.getByText('A whole number from 1 to 99')).toBeVisible();
  await share.fill('30');
  await expect(
    form.getByText(`${stored} goes live for 30 % of visitors; the others keep ${live}.`),
  ).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Start canary' }).click();
  await expect(form).toBeHidden();

  // Its state, as the server keeps it: after a reload too.
  await page.reload();
  const running = (await remoteOf(page)).getByRole('region', { name: `Canary of ${REMOTE}` });
  await expect(running.getByText(`${stored} for 30 % of visitors; the others keep ${live}.`)).toBeVisible();
  await expect(running.getByText(new RegExp(`^Since .+, started by ${ADMIN.username}$`))).toBeVisible();
  const status = (await (await page.request.get(`/api/admin/remotes/${REMOTE}/canary`)).json()) as {
    data: { running: { version: string; share: number } | null };
  };
  expect(status.data.running).toMatchObject({ version: stored, share: 30 });
  // Nothing else goes live under it: the release history says why its buttons are off.
  const history = remote.getByRole('region', { name: `Releases of ${REMOTE}` });
  await expect(history.getByTestId('held-by-canary')).toHaveText(
    `A canary of ${stored} is running: promote or abort it before another version goes live.`,
  );
  await expect(history.getByRole('button', { name: 'Roll back' })).toBeDisabled();
  await expect(history.getByRole('button', { name: `Make live: ${stored}` })).toBeDisabled();
  await expectAccessible(page);

  // Aborting asks first, naming both versions; Escape leaves the canary running.
  await running.getByRole('button', { name: 'Abort' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Abort the canary' });
  await expect(confirm).toContainText(
    `Every visitor of ${REMOTE} goes back to ${live}; ${stored} is no longer served.`,
  );
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(running.getByText(`${stored} for 30 % of visitors`, { exact: false })).toBeVisible();
  await running.getByRole('button', { name: 'Abort' }).click();
  await confirm.getByRole('button', { name: 'Abort' }).click();
  await expect(running.getByText('No canary is running.')).toBeVisible();
  await expect(history.getByTestId('held-by-canary')).toBeHidden();
  await expect(history.getByRole('button', { name: `Make live: ${stored}` })).toBeEnabled();
  await expect(running.getByTestId('last-canary')).toContainText(
    `${stored} was aborted by ${ADMIN.username} on`,
  );

  // The audit, newest first: the abort above the start, both by the admin.
  await remote.getByRole('tab', { name: 'Audit' }).click();
  const audit = remote.getByRole('region', { name: `Recorded release actions of ${REMOTE}` });
  const aborted = audit.getByRole('row').filter({ hasText: 'Canary aborted' });
  const started = audit.getByRole('row').filter({ hasText: 'Canary started' });
  await expect(aborted).toHaveCount(1);
  await expect(started).toHaveCount(1);
  for (const line of [aborted, started]) {
    await expect(line).toContainText(stored);
    await expect(line).toContainText(ADMIN.username);
    await expect(line).toContainText('OK');
  }
  await expect(started).toContainText('30 % of visitors');
  const order = await audit
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => row.textContent ?? '').filter((text) => /Canary (started|aborted)/.test(text)),
    );
  expect(order.map((text) => /Canary (started|aborted)/.exec(text)![0])).toEqual([
    'Canary aborted',
    'Canary started',
  ]);
  await expectAccessible(page);
});
