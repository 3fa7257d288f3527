import type { APIRequestContext, Page } from '@playwright/test';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

/*
 * Issue 19, point 4: the pre-registration form and the console's login are real forms. With JavaScript off (as
 * before a page's scripts have run) the browser posts them itself, and the server answers with the page that shows
 * the result.
 */
test.use({ javaScriptEnabled: false });

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function alreadyRegistered(request: APIRequestContext, data: Record<string, string>): Promise<boolean> {
  const response = await request.post('/customer/MailCol', { data });
  const body = (await response.json()) as { code: number; data: { alreadyRegistered: boolean } };
  expect(body.code).toBe(0);
  return body.data.alreadyRegistered;
}

async function preregister(page: Page, email: string): Promise<void> {
  const form = page.locator('#preregister');
  await form.getByLabel('メールアドレス').fill(email);
  await form.getByRole('button', { name: '事前登録する' }).click();
}

test.describe('pre-registration without JavaScript, on a desktop', () => {
  test.use(desktopProfile);

  test('registers the address on /home and shows the result, then "already registered" for a repeat', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs-home');
    await page.goto('/home');
    await preregister(page, email);
    await expect(page).toHaveURL(/\/home\?preregistration=registered#preregistration$/);
    const result = page.locator('#preregister').getByRole('status');
    await expect(result).toContainText('事前登録が完了しました');
    // The row is in the database.
    expect(await alreadyRegistered(request, { email, platform: 'pc', source: 'home' })).toBe(true);

    // "Another address" opens the form again, without a script.
    await page.locator('#preregister').getByRole('button', { name: '別のメールアドレスで登録する' }).click();
    await expect(page).toHaveURL(/\/home\??#preregistration$/);
    await preregister(page, email.toUpperCase());
    await expect(page).toHaveURL(/\/home\?preregistration=already#preregistration$/);
    await expect(result).toContainText('登録済みです');
  });

  test('shows the problem with the address on the form', async ({ page }) => {
    await page.goto('/home/isXYQ');
    await preregister(page, 'astrea@example');
    await expect(page).toHaveURL(/\/home\/isXYQ\?preregistration=invalid#preregistration$/);
    const form = page.locator('#preregister');
    await expect(form.getByRole('alert')).toHaveText('メールアドレスの形式が正しくありません');
    await expect(form.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  });

  test('lands on register-complete under /dmg, and on register-completed for a repeat', async ({ page }) => {
    const email = uniqueEmail('nojs-dmg');
    await page.goto('/dmg');
    await preregister(page, email);
    await expect(page).toHaveURL(/\/dmg\/register-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('事前登録が完了しました');
    await page.goto('/dmg');
    await preregister(page, email);
    await expect(page).toHaveURL(/\/dmg\/register-completed$/);
  });
});

test.describe('pre-registration without JavaScript, on a phone', () => {
  test.use(phoneProfile);

  test('lands on the phone complete page under /dmg/m', async ({ page, request }) => {
    const email = uniqueEmail('nojs-dmg-phone');
    await page.goto('/dmg');
    // The server moves a phone to the phone page before anything loads.
    await expect(page).toHaveURL(/\/dmg\/m$/);
    await preregister(page, email);
    await expect(page).toHaveURL(/\/dmg\/m\/register-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('事前登録が完了しました');
    expect(await alreadyRegistered(request, { email, platform: 'mobile', source: 'dmg' })).toBe(true);
  });
});

test.describe('console login without JavaScript', () => {
  test.use(desktopProfile);

  async function signIn(page: Page, username: string, password: string): Promise<void> {
    await page.getByRole('textbox', { name: '用户名' }).fill(username);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('密码', { exact: true }).press('Enter');
  }

  test('a wrong pair comes back with the message; the right one signs in and goes where it was sent', async ({
    page,
    context,
  }) => {
    await page.goto('/login?redirect=%2Flist%2Fsearch-table');
    await signIn(page, 'admin', 'not-the-password');
    await expect(page).toHaveURL(/\/login\?error=wrong-credentials&redirect=%2Flist%2Fsearch-table$/);
    await expect(page.getByRole('alert')).toHaveText('账号或者密码错误');
    expect(page.url()).not.toContain('not-the-password');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('site-session');

    await signIn(page, 'admin', 'admin');
    // The page itself needs its scripts; the browser is at its address, signed in.
    await expect(page).toHaveURL(/\/list\/search-table$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'site-session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(cookies.find((cookie) => cookie.name === 'signed-in')).toMatchObject({
      value: '1',
      httpOnly: false,
      sameSite: 'Strict',
      path: '/',
    });
    expect(page.url()).not.toContain('admin');
  });

  test('signs in to the workplace by default, and never to another site', async ({ page, context }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2F');
    await signIn(page, 'user', 'user');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/workplace$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'site-session')).toBe(true);
  });

  test('a ticked "remember username" is kept by the next page that runs the console', async ({
    page,
    context,
    browser,
  }) => {
    await page.goto('/login');
    await page.getByText('记住用户名').click();
    await signIn(page, 'user', 'user');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    // The same browser, its scripts now running (as on a page that loaded them after the login was posted).
    const withScripts = await browser.newContext({
      ...desktopProfile,
      // A context of a test takes the file's options, scripts off among them.
      javaScriptEnabled: true,
      baseURL: new URL(page.url()).origin,
      storageState: await context.storageState(),
    });
    try {
      const consolePage = await withScripts.newPage();
      await consolePage.goto('/dashboard/workplace');
      await expect(consolePage.getByTestId('welcome')).toBeVisible();
      await expect
        .poll(() => consolePage.evaluate(() => localStorage.getItem('login-remembered-username')))
        .toBe('"user"');
      const cookies = await withScripts.cookies();
      // Handed over once, and the login page's first view (which remembers no one) is off.
      expect(cookies.map((cookie) => cookie.name)).not.toContain('remembered-username');
      expect(cookies.find((cookie) => cookie.name === 'first-view')).toMatchObject({
        value: 'off',
        path: '/login',
      });
      expect(JSON.stringify(await consolePage.evaluate(() => ({ ...localStorage })))).not.toMatch(
        /password/i,
      );
    } finally {
      await withScripts.close();
    }
  });

  test("the next page greets whoever signed in, with their own tabs, not the browser's last user's", async ({
    page,
    context,
    browser,
  }) => {
    await page.goto('/login');
    await signIn(page, 'user', 'user');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    const origin = new URL(page.url()).origin;
    const state = await context.storageState();
    // What the administrator left on this browser: a tab of an admin-only page, and recently visited pages.
    const adminTab = {
      title: 'menu.user.accountRequests',
      name: 'account-requests',
      fullPath: '/user/account-requests',
      query: {},
    };
    state.origins = [
      {
        origin,
        localStorage: [
          { name: 'console-tabs', value: JSON.stringify([adminTab]) },
          {
            name: 'console-visits',
            value: JSON.stringify({ owner: 'admin', visits: [{ ...adminTab, at: Date.now() }] }),
          },
        ],
      },
    ];
    const withScripts = await browser.newContext({
      ...desktopProfile,
      javaScriptEnabled: true,
      baseURL: origin,
      storageState: state,
    });
    try {
      const consolePage = await withScripts.newPage();
      await consolePage.goto('/dashboard/workplace');
      await expect(consolePage.getByText('欢迎使用')).toBeVisible();
      await expect(consolePage.getByTestId('tab-bar').getByTestId('tab')).toHaveText(['工作台']);
      await expect(consolePage.getByTestId('tab-bar')).not.toContainText('账号申请');
      await expect(consolePage.getByRole('main')).toContainText('最近访问');
      await expect(consolePage.getByRole('main')).not.toContainText('账号申请');
      await expect.poll(() => consolePage.evaluate(() => localStorage.getItem('userRole'))).toBe('"user"');
      // Once: a reload greets nobody again.
      expect((await withScripts.cookies()).map((cookie) => cookie.name)).not.toContain('posted-login');
    } finally {
      await withScripts.close();
    }
  });

  test('empty fields come back marked, as the script of the page marks them', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?error=credentials-required$/);
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('用户名不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
  });
});
