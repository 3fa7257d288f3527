import type { Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';
import { appStarted, logOutThroughMenu } from './navigation';

test.use(desktopProfile);

/** The console in English from the first load (the default is zh-CN). */
async function inEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', 'en-US');
  });
}

test.describe('console login', () => {
  test('empty fields show both validation messages without calling the API', async ({ page }) => {
    await inEnglish(page);
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/login')) loginCalls += 1;
    });
    await page.goto('/login');
    await expect(page.getByPlaceholder('Username: admin')).toBeVisible();
    await expect(page.getByPlaceholder('Password: admin')).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
    await page.getByPlaceholder('Username: admin').fill('admin');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username cannot be empty')).toBeHidden();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('the zh-CN default shows the Chinese messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('用户名不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
  });

  test('a wrong pair shows the server message and signs nobody in', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/login');
    await page.getByPlaceholder('Username: admin').fill('user');
    await page.getByPlaceholder('Password: admin').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('signed-in');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('site-session');
  });

  test('a console page without a session goes to the login, comes back after it, and logout signs out', async ({
    page,
  }) => {
    await inEnglish(page);
    await page.goto('/dashboard/workplace?from=e2e');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fworkplace%3Ffrom%3De2e$/);

    await page.getByPlaceholder('Username: admin').fill('admin');
    await page.getByPlaceholder('Password: admin').fill('admin');
    await page.getByText('Remember username').click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The page's script is answered no token: the session is only in the cookie it cannot read.
    const answer = (await (await answered).json()) as { code: number; data: Record<string, unknown> };
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.data).sort()).toEqual(['expiresAt', 'role']);

    await expect(page.getByText('welcome to use')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/workplace\?from=e2e$/);
    await expect(page.getByTestId('welcome')).toHaveText('Welcome back, Haruka Hoshino');
    await expect(page.getByTestId('balance')).toContainText('CN¥');
    // The session is an HttpOnly cookie: no script on the page can read it, and no storage holds a token.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'site-session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
    const storages = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storages).not.toContain(session!.value);
    // The browser is now a known device of the account, with a cookie only the login is sent.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'site-device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
    // Only the username is remembered.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(stored['login-remembered-username'] ?? 'null')).toBe('admin');
    expect(Object.keys(stored).join(' ')).not.toMatch(/password/i);

    await logOutThroughMenu(page);
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'site-session'))
      .toBe(false);
    await expect(page.getByPlaceholder('Username: admin')).toHaveValue('admin');
    await expect(page.getByPlaceholder('Password: admin')).toHaveValue('');

    await page.goto('/dashboard/workplace');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fworkplace$/);
  });

  test('switching the language confirms it and stores it under arco-locale', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录星詠控制台' })).toBeVisible();
    // The language menu is the script's (the form, not the menu, works before the page is interactive).
    await appStarted(page);
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByText('Language switched')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login to Astrea Console' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login to Astrea Console' })).toBeVisible();
  });

  test('with a saved language and no cookie, the page is in that language from its first paint, without a hydration error', async ({
    page,
  }) => {
    await inEnglish(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // What every frame is about to paint: never the Chinese first view.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { painted: string[] }).painted = seen;
      const sample = () => {
        const root = document.getElementById('root');
        if (root) seen.push(root.innerText);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login to Astrea Console' })).toBeVisible();
    await appStarted(page);
    const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
    expect(painted.some((text) => text.includes('Login to Astrea Console'))).toBe(true);
    expect(painted.filter((text) => /登录|控制台/.test(text))).toEqual([]);
    expect(problems).toEqual([]);
    // The next page comes without a first view in another look.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'first-view')).toMatchObject({
      value: 'off',
      path: '/login',
    });
  });
});

test.describe('the login page for a staff member already signed in', () => {
  test('goes on to the console, or where the page was asked to go back to', async ({
    signedInPage: page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(page.getByTestId('console-layout')).toBeVisible();
    await page.goto('/login?redirect=%2Fuser%2Finfo');
    await expect(page).toHaveURL(/\/user\/info$/);
  });

  test('goes on without scripts too', async ({ browser, adminSession, context }) => {
    void adminSession;
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const page = await noScript.newPage();
    const answer = await page.goto('/login');
    expect(answer?.url()).toMatch(/\/dashboard\/workplace$/);
    await noScript.close();
  });

  test('opened from another site (its session cookie stays behind), goes on once the page runs', async ({
    signedInPage: page,
  }) => {
    // A navigation that starts on another site carries no SameSite=Strict cookie: the server sees nobody signed in.
    await page.route('**/login', async (route) => {
      const headers = { ...route.request().headers() };
      delete headers.cookie;
      await route.continue({ headers });
    });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });
});
