import type { Locator, Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';
import { appStarted } from './navigation';

// A console form shows what is wrong when it is submitted, on each field, and takes each message back the moment its
// field is right again: a field the visitor has put right never stays red until the next submit.

test.use(desktopProfile);

async function inChinese(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('zh-seeded')) return;
    localStorage.setItem('arco-locale', 'zh-CN');
    sessionStorage.setItem('zh-seeded', '1');
  });
}

async function expectValid(field: Locator, message: Locator) {
  await expect(message).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test('the notice form takes back "标题不能为空" as soon as the title is filled', async ({
  signedInPage: page,
}) => {
  await inChinese(page);
  await page.goto('/form/group');
  const title = page.getByRole('textbox', { name: '标题' });
  const body = page.getByRole('textbox', { name: '正文（Markdown）' });
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('标题不能为空')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('正文不能为空')).toBeVisible();

  await title.fill('维护通知');
  await expectValid(title, page.getByText('标题不能为空'));
  // The other field's message stays until it is put right too; clearing the title again brings nothing back before
  // the next submit.
  await expect(page.getByText('正文不能为空')).toBeVisible();
  await body.fill('今晚维护。');
  await expectValid(body, page.getByText('正文不能为空'));
  await title.fill('');
  await expect(page.getByText('标题不能为空')).toHaveCount(0);
});

test('the step form takes back a step’s message as soon as its field is right', async ({
  signedInPage: page,
}) => {
  await page.goto('/form/step');
  const title = page.getByRole('textbox', { name: 'Title' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.fill('x'.repeat(200));
  // Still wrong, now for another reason: the message says which.
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.fill('Summer event');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
});

test('the password form takes back each message as its field is put right', async ({
  signedInPage: page,
}) => {
  await page.goto('/user/setting');
  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current password');
  const next = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Enter your current password')).toBeVisible();
  await expect(form.getByText('Enter a new password')).toBeVisible();
  await current.fill('admin');
  await expectValid(current, form.getByText('Enter your current password'));
  await next.fill('violet comet 42 lantern');
  await confirm.fill('violet comet 42');
  await expectValid(next, form.getByText('Enter a new password'));
  // A mismatch shows at the next submit, and goes once the two match.
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The passwords do not match')).toBeVisible();
  await confirm.fill('violet comet 42 lantern');
  await expectValid(confirm, form.getByText('The passwords do not match'));
});

test('the login and request forms take back a message as soon as the field is filled', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto('/login');
  await appStarted(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const username = page.getByPlaceholder('Username: admin');
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  await username.fill('admin');
  await expectValid(username, page.getByText('Username cannot be empty'));
  await expect(page.getByText('Password cannot be empty')).toBeVisible();

  await page.goto('/login/register');
  await appStarted(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  const wanted = page.getByLabel('Username');
  await expect(wanted).toHaveAccessibleDescription('Enter a username');
  await wanted.fill('a');
  // Not a username yet: the message follows what is wrong now.
  await expect(wanted).toHaveAttribute('aria-invalid', 'true');
  await wanted.fill('alice.tanaka');
  await expect(wanted).not.toHaveAttribute('aria-invalid', 'true');
});
