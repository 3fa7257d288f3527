import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, isolatedTest as test, phoneProfile } from './fixtures';

// Clearing a tab changes what the account's message box lists for good: a server of this spec's own, so the other
// specs' message boxes stay as the demo data has them.

async function openWorkplace(page: Page) {
  await page.goto('/dashboard/workplace');
  await expect(page.getByTestId('console-layout')).toBeVisible();
}

async function openBox(page: Page) {
  await page.getByTestId('alerts-button').click();
  await expect(page.getByRole('tab', { name: /^Message/ })).toBeVisible();
}

test.describe('the message box', () => {
  test.use(desktopProfile);

  test('Clear takes a tab out of the list for good: a reload does not bring it back', async ({
    signedInPage: page,
  }) => {
    await openWorkplace(page);
    await openBox(page);
    await page.getByRole('tab', { name: /^Todo/ }).click();
    const todos = page.getByRole('tabpanel').getByTestId('message-item');
    await expect(todos).not.toHaveCount(0);
    const before = Number(await page.getByTestId('unread-count').textContent());
    const unreadTodos = await page.getByRole('tabpanel').locator('[data-status="unread"]').count();

    const clearCall = page.waitForResponse((response) => response.url().endsWith('/api/message/clear'));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    expect((await clearCall).request().postDataJSON()).toEqual({ type: 'todo' });
    await expect(page.getByRole('tabpanel').getByText('No Content')).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText(String(before - unreadTodos));

    await page.reload();
    await expect(page.getByTestId('console-layout')).toBeVisible();
    await openBox(page);
    await page.getByRole('tab', { name: 'Todo' }).click();
    await expect(page.getByRole('tabpanel').getByText('No Content')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByTestId('message-item')).toHaveCount(0);
  });

  test('View more opens every message of the tab, where each can be marked read', async ({
    signedInPage: page,
  }) => {
    await openWorkplace(page);
    await openBox(page);
    await page.getByRole('tab', { name: /^Notice/ }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'View More' }).click();

    await expect(page).toHaveURL(/\/user\/messages\?type=notice$/);
    await expect(page.getByRole('heading', { name: 'All messages', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Notice/ })).toHaveAttribute('aria-selected', 'true');
    const entries = page.getByRole('tabpanel').getByTestId('message-entry');
    await expect(entries).not.toHaveCount(0);
    await expectAccessible(page);

    const first = entries.first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const readCall = page.waitForRequest((request) => request.url().endsWith('/api/message/read'));
    await first.getByRole('button', { name: `Mark as read: ${title}` }).click();
    expect(((await readCall).postDataJSON() as { ids: number[] }).ids).toHaveLength(1);
    await expect(page.getByRole('listitem', { name: title })).toHaveAttribute('data-status', 'read');

    // The same answer after a reload: the server has it.
    await page.reload();
    await expect(page.getByRole('listitem', { name: title })).toHaveAttribute('data-status', 'read');
    await page.getByRole('tab', { name: /^Message/ }).click();
    await expect(page).toHaveURL(/type=message/);
    await expect(page.getByRole('tabpanel').getByTestId('message-entry')).not.toHaveCount(0);
  });
});

test.describe('the messages page on a phone', () => {
  test.use(phoneProfile);

  test('lists the messages and passes the accessibility checks', async ({ signedInPage: page }) => {
    await page.goto('/user/messages');
    await expect(page.getByRole('heading', { name: 'All messages' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByTestId('message-entry')).not.toHaveCount(0);
    await expectAccessible(page);
  });
});
