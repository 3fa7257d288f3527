import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';

// An admin gives a team a deploy key for one remote in Monitor, sees its secret once, and revokes it; the audit of
// that remote records both. A key changes nothing any page shows, so this runs on the shared server, under a name
// of its own.

const REMOTE = 'player';

async function openTab(page: Page, tab: 'Keys' | 'Audit' | 'Stored'): Promise<Locator> {
  await page.goto('/dashboard/monitor');
  const remote = page.getByRole('region', { name: REMOTE, exact: true });
  await remote.getByRole('tab', { name: tab }).click();
  return remote;
}

async function liveVersion(page: Page): Promise<string> {
  const response = await page.request.get('/remotes.json');
  const { remotes } = (await response.json()) as { remotes: { name: string; version: string }[] };
  return remotes.find((remote) => remote.name === REMOTE)!.version;
}

/** A call a team's pipeline makes with the key, for the key's own remote. */
async function previewWithKey(page: Page, secret: string, version: string): Promise<number> {
  const response = await page.request.post(`/api/remotes/${REMOTE}/previews`, {
    headers: { authorization: `Bearer ${secret}` },
    data: { version },
  });
  return response.status();
}

test('an admin creates a deploy key, sees its secret once, revokes it, and the audit shows both', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-write']);
  // The site's permissions policy keeps the clipboard write-only, as it should: what the copy button wrote is read
  // where it is written.
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      (window as unknown as { copied?: string }).copied = text;
      return write(text);
    };
  });
  const keyName = `e2e-${Date.now().toString(36)}`;
  const live = await liveVersion(page);

  const remote = await openTab(page, 'Keys');
  const keys = remote.getByRole('region', { name: `List of deploy keys of ${REMOTE}` });
  await expect(keys.getByRole('row').nth(1)).toBeVisible();
  await remote.getByRole('button', { name: 'New key' }).click();

  const form = page.getByRole('dialog', { name: `New deploy key for ${REMOTE}` });
  // A key without a name is refused before the server is asked.
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Required')).toBeVisible();
  await form.getByRole('textbox', { name: /Name/ }).fill(keyName);
  await form.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('dialog', { name: `Deploy key "${keyName}" created` });
  await expect(created.getByText(/it will not be shown again/)).toBeVisible();
  const secretField = created.getByRole('textbox', { name: `Secret of the key "${keyName}"` });
  const secret = await secretField.inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await expectAccessible(page);
  await created.getByRole('button', { name: 'Copy secret' }).click();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(secret);
  await created.getByRole('button', { name: 'Done, I have copied it' }).click();
  await expect(created).toBeHidden();

  // Listed as active, and its secret is nowhere on the page any more, nor after a reload.
  const row = keys.getByRole('row').filter({ has: page.getByRole('cell', { name: keyName, exact: true }) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await expect(page.locator('body')).not.toContainText(secret);
  expect(
    await page
      .locator('input')
      .evaluateAll((inputs, s) => inputs.some((i) => (i as HTMLInputElement).value === s), secret),
  ).toBe(false);
  await expectAccessible(page);

  // The key works for its own remote (whatever the server says of the version), until it is revoked.
  expect([401, 403]).not.toContain(await previewWithKey(page, secret, live));

  await row.getByRole('button', { name: `Revoke key ${keyName}` }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke key ${keyName}` })).toHaveCount(0);
  await expect(page.getByText(`Deploy key "${keyName}" revoked`)).toBeVisible();
  expect([401, 403]).toContain(await previewWithKey(page, secret, live));

  await page.reload();
  const again = await openTab(page, 'Keys');
  await expect(
    again.getByRole('row').filter({ has: page.getByRole('cell', { name: keyName, exact: true }) }),
  ).toContainText('Revoked');

  // The audit, newest first: the revocation above the creation, both by the admin, both done.
  const audit = (await openTab(page, 'Audit')).getByRole('region', {
    name: `Recorded release actions of ${REMOTE}`,
  });
  const ofKey = audit.getByRole('row').filter({ hasText: keyName });
  const revoked = ofKey.filter({ hasText: 'Key revoked' });
  const createdRow = ofKey.filter({ hasText: 'Key created' });
  await expect(revoked).toHaveCount(1);
  await expect(createdRow).toHaveCount(1);
  for (const line of [revoked, createdRow]) {
    await expect(line).toContainText('admin');
    await expect(line).toContainText('Admin');
    await expect(line).toContainText('OK');
  }
  const order = await audit
    .getByRole('row')
    .evaluateAll(
      (rows, name) => rows.map((r) => r.textContent ?? '').filter((text) => text.includes(name)),
      keyName,
    );
  expect(order.findIndex((text) => text.includes('Key revoked'))).toBeLessThan(
    order.findIndex((text) => text.includes('Key created')),
  );
  await expectAccessible(page);
});

test('the stored versions say why each is kept, and the phone layout passes axe', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const live = await liveVersion(page);
  const remote = await openTab(page, 'Stored');
  const stored = remote.getByRole('region', { name: `List of stored versions of ${REMOTE}` });
  const liveRow = stored
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: live, exact: true }) });
  await expect(liveRow).toContainText('Live');
  // The live version is what everyone sees: it has no preview.
  await expect(liveRow.getByRole('button', { name: /^Preview/ })).toHaveCount(0);
  await expectAccessible(page);
});
