import { desktopProfile, expect, phoneProfile, test } from './fixtures';

// The server sends each player and legal page with its first view already in it, so it shows before (and without)
// the page's scripts.
test.describe('first view, before any script runs', () => {
  test.use({ ...desktopProfile, javaScriptEnabled: false });

  test('the landing page shows its key visual, sections and footer links', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('星詠みのアストレア');
    await expect(page.locator('[data-layout="pc"]')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/user',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /事前登録受付中/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '星詠みのアストレア');
  });

  test("a legal document shows in its own language, with the document's title", async ({ page }) => {
    await page.goto('/privacy_en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Privacy Policy | 星詠みのアストレア');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Article 5 (Purposes of Use)' })).toBeVisible();
  });

  test('the pre-registration form waits for the script rather than sending the address in the URL', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.locator('#preregister').getByRole('button', { name: '事前登録する' })).toBeDisabled();
  });
});

test.describe('first view on a phone, before any script runs', () => {
  test.use({ ...phoneProfile, javaScriptEnabled: false });

  test('a PC address shows the phone page the device rule will go to', async ({ page }) => {
    await page.goto('/home/play');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('first view, then the page', () => {
  test.use(desktopProfile);

  test('what a visitor types before the scripts start is kept, and the page then works', async ({ page }) => {
    // Holds the host's scripts back until the visitor has typed into the first view.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/main\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });
    const form = page.locator('#preregister');
    const email = `first-view-${Date.now()}@example.jp`;
    await form.getByLabel('メールアドレス').fill(email);
    await expect(page.locator('#root > style')).toHaveCount(1);

    release();
    // The scripts' render takes the first view's place (its styles go with it).
    await expect(page.locator('#root > style')).toHaveCount(0);
    await expect(form.getByLabel('メールアドレス')).toHaveValue(email);
    await expect(form.getByLabel('メールアドレス')).toBeFocused();
    await form.getByRole('button', { name: '事前登録する' }).click();
    await expect(form.getByRole('status')).toContainText('事前登録が完了しました');
  });
});

test.describe('the console login page', () => {
  test.use(desktopProfile);

  test('has a first view in the default look, and none for a visitor who changed it', async ({
    browser,
    baseURL,
  }) => {
    const firstViewOf = async (context: import('@playwright/test').BrowserContext) => {
      const response = await context.request.get(`${baseURL}/login`);
      return response.text();
    };
    const context = await browser.newContext({ ...desktopProfile, baseURL });
    expect(await firstViewOf(context)).toContain('登录星詠控制台');

    // The visitor switches the language: the page marks its own look for the server.
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Login to Astrea Console' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'first-view')).toMatchObject({
      value: 'off',
      path: '/login',
    });
    const html = await firstViewOf(context);
    expect(html).not.toContain('登录星詠控制台');
    expect(html).toContain('boot-progress');
    await context.close();
  });
});
