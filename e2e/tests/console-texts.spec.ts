import type { Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';

test.use(desktopProfile);

/** The console in Simplified Chinese, its default, whatever the fixture seeded. */
async function inChinese(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('zh-seeded')) return;
    localStorage.setItem('arco-locale', 'zh-CN');
    sessionStorage.setItem('zh-seeded', '1');
  });
}

test.describe('what staff read in the console', () => {
  test('a value the server refuses is named on its field, in the console language, never as the raw rule', async ({
    signedInPage: page,
  }) => {
    await inChinese(page);
    await page.goto('/user/setting');
    const phone = page.getByRole('textbox', { name: '电话' });
    await phone.fill('call me maybe');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/profile'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect((await saved).status()).toBe(400);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('只能包含数字、空格和 + ( ) -')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(page.getByText(/body\.phone|must match pattern/)).toHaveCount(0);

    // In English the same refusal reads in English; fixing the value saves it.
    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.reload();
    const phoneEn = page.getByRole('textbox', { name: 'Phone' });
    await phoneEn.fill('phone: 123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Use digits, spaces and + ( ) - only')).toBeVisible();
    await phoneEn.fill(`+81 (90) ${String(Date.now()).slice(-8)}`);
    await expect(page.getByText('Use digits, spaces and + ( ) - only')).toHaveCount(0);
    const fixed = page.waitForResponse((response) => response.url().endsWith('/api/user/profile'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await fixed;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(page.getByText('Profile saved')).toBeVisible();
  });

  test('browser-tab titles follow the console language', async ({ signedInPage: page }) => {
    await inChinese(page);
    await page.goto('/dashboard/workplace');
    await expect(page).toHaveTitle(/^工作台 \| /);
    await page.goto('/user/setting');
    await expect(page).toHaveTitle(/^用户设置 \| /);

    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.reload();
    await expect(page).toHaveTitle(/^User Settings \| /);
  });

  test('the login page is titled in the language it shows', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录星詠控制台' })).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(page).toHaveTitle(/^登录 \| /);
  });

  test('the user menu says 退出登录 for logging out', async ({ signedInPage: page }) => {
    await inChinese(page);
    await page.goto('/dashboard/workplace');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await expect(page.getByText('登出登录')).toHaveCount(0);
  });
});
