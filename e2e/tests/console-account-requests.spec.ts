import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, isolatedTest as test, phoneProfile } from './fixtures';
import { appStarted } from './navigation';

// Register account and Forgot password, end to end: the visitor's request, the administrator's answer in the
// console, and the account signing in. They create accounts and change passwords: a server of this spec's own.

const PASSWORD = 'violet comet 42 lantern';

/** The login's pages in English from the first load (the default is zh-CN). */
async function inEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', 'en-US');
  });
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await appStarted(page);
  await page.getByPlaceholder('Username: admin').fill(username);
  await page.getByPlaceholder('Password: admin').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function openRequests(page: Page) {
  await page.goto('/user/requests');
  await expect(page.getByRole('heading', { name: 'Account requests', level: 1 })).toBeVisible();
}

test.describe('account requests', () => {
  test.use(desktopProfile);
  // Each walks a visitor's and an administrator's pages end to end, with four password checks of the server's cost.
  test.describe.configure({ timeout: 90_000 });

  test('a registration an administrator approves in the console becomes an account that signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    await inEnglish(page);
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('link', { name: 'Register account' }).click();
    await expect(page).toHaveURL(/\/login\/register$/);
    await expect(page.getByRole('heading', { name: 'Request a console account' })).toBeVisible();
    await expectAccessible(page);

    // Every problem named at its field, in the console's language, before anything is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/register')) sent += 1;
    });
    await page.getByLabel('Username').fill('a b');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/Use 3 to 32 letters/);
    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Enter your name');
    expect(sent).toBe(0);
    // The problems read well too (contrast, descriptions).
    await expectAccessible(page);

    await page.getByLabel('Username').fill('mika.sato');
    await page.getByLabel('Your name').fill('Mika Sato');
    await page.getByLabel('Work e-mail').fill('mika@astrea.example');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByLabel(/Team and reason/).fill('Player support, from Monday');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Once it is approved');

    // Not an account yet.
    await signIn(page, 'mika.sato', PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password' })).toBeVisible();

    // The administrator approves it in the console.
    const adminContext = await browser.newContext({ ...desktopProfile, baseURL });
    const admin = await adminContext.newPage();
    await inEnglish(admin);
    await signIn(admin, 'admin', 'admin');
    await expect(admin.getByTestId('console-layout')).toBeVisible();
    await admin.getByTestId('side-menu').getByRole('button', { name: 'User Center' }).click();
    await admin.getByTestId('side-menu').getByRole('link', { name: 'Account Requests' }).click();
    const request = admin.getByRole('listitem', { name: 'mika.sato' });
    await expect(request).toContainText('Player support, from Monday');
    await expectAccessible(admin);
    await request.getByRole('button', { name: 'Approve: mika.sato' }).click();
    await expect(admin.getByText('Account mika.sato created')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: 'mika.sato' })).toHaveCount(0);
    await admin.getByRole('tab', { name: 'All' }).click();
    await expect(admin.getByRole('listitem', { name: 'mika.sato' })).toContainText('Approved');
    await adminContext.close();

    await signIn(page, 'mika.sato', PASSWORD);
    await expect(page.getByTestId('console-layout')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });

  test('a forgotten password: the administrator issues a one-time code, the owner sets a new password with it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await inEnglish(page);
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Your username').fill('user');
    await page.getByLabel(/How to reach you/).fill('Team chat');
    await page.getByRole('button', { name: 'Send request' }).click();
    const answer = await page.getByRole('status').textContent();
    expect(answer).toContain('If the username belongs to an account');

    // An unknown username gets the very same page: nothing tells whether an account exists.
    await page.goto('/login/forgot');
    await appStarted(page);
    await page.getByLabel('Your username').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status')).toHaveText(answer ?? '');

    const adminContext = await browser.newContext({ ...desktopProfile, baseURL });
    const admin = await adminContext.newPage();
    await inEnglish(admin);
    await signIn(admin, 'admin', 'admin');
    await expect(admin.getByTestId('console-layout')).toBeVisible();
    await openRequests(admin);
    await expect(admin.getByRole('listitem', { name: 'nobody-at-all' })).toContainText(
      'No account has this username',
    );
    await expect(admin.getByRole('button', { name: 'Issue reset code: nobody-at-all' })).toBeDisabled();
    await admin.getByRole('button', { name: 'Issue reset code: user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset code for user' });
    await expect(dialog.getByTestId('reset-code')).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const code = (await dialog.getByTestId('reset-code').textContent()) ?? '';
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByRole('listitem', { name: 'user', exact: true })).toContainText('Code issued');
    await adminContext.close();

    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('link', { name: 'I have a reset code' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Reset code').fill(code.toLowerCase());
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill('something else entirely');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Repeat the password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    // The code worked once; the new password signs in, the old one no longer.
    await signIn(page, 'user', 'user');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password' })).toBeVisible();
    await signIn(page, 'user', PASSWORD);
    await expect(page.getByTestId('console-layout')).toBeVisible();
  });

  test('the login banner speaks of the product, in both languages', async ({ page }) => {
    await page.goto('/login');
    const banner = page.getByRole('region', { name: '控制台能做什么' });
    await expect(banner).toContainText('玩家看到的新闻，准时送达');
    await expect(page.getByText('《星詠みのアストレア》运营控制台')).toBeVisible();
    await inEnglish(page);
    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.reload();
    await appStarted(page);
    await expect(page.getByRole('region', { name: 'What the console does' })).toContainText(
      'News players read, on time',
    );
    await expect(page.getByText('The staff console of Astrea: Chronicle of the Starlit Sky')).toBeVisible();
    await expect(page.getByText(/Ready-to-use|templates/)).toHaveCount(0);
  });
});

test.describe('the request pages on a phone', () => {
  test.use(phoneProfile);

  test('lay out for the phone and pass the accessibility checks, in Chinese', async ({ page }) => {
    for (const [path, heading] of [
      ['/login/register', '申请控制台账号'],
      ['/login/forgot', '忘记密码？'],
      ['/login/reset', '设置新密码'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });
});

test.describe('the request forms without JavaScript', () => {
  test.use({ ...desktopProfile, javaScriptEnabled: false });

  test('post themselves and show what to fix, or that the request was sent', async ({ page }) => {
    await page.goto('/login/register');
    await page.getByLabel('用户名').fill('nojs.user');
    await page.getByLabel('姓名').fill('No Script');
    await page.getByLabel('工作邮箱').fill('nojs@astrea.example');
    await page.getByLabel('密码', { exact: true }).fill('password123');
    await page.getByLabel('再次输入密码').fill('password123');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/login\/register\?error=password-common$/);
    await expect(page.getByLabel('密码', { exact: true })).toHaveAccessibleDescription(/该密码过于常见/);

    await page.getByLabel('用户名').fill('nojs.user');
    await page.getByLabel('姓名').fill('No Script');
    await page.getByLabel('工作邮箱').fill('nojs@astrea.example');
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('再次输入密码').fill(PASSWORD);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/login\/register\?sent=1$/);
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  });
});
