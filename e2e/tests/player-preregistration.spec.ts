import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

// These tests go through the page's script (its checks and its JSON call): each waits until the page is interactive.
// Before that the forms post themselves (forms-without-javascript.spec.ts, first-view.spec.ts).

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function postAgain(
  request: import('@playwright/test').APIRequestContext,
  data: Record<string, string>,
): Promise<{ registered: boolean; alreadyRegistered: boolean }> {
  const response = await request.post('/customer/MailCol', { data });
  const body = (await response.json()) as {
    code: number;
    data: { registered: boolean; alreadyRegistered: boolean };
  };
  expect(body.code).toBe(0);
  return body.data;
}

test.describe('pre-registration on a desktop', () => {
  test.use(desktopProfile);

  test('a bad address gets a Japanese error; a good one the success state and a database row', async ({
    page,
    request,
  }) => {
    await page.goto('/home');
    await appStarted(page);
    const form = page.locator('#preregister');
    const input = form.getByLabel('メールアドレス');
    const submit = form.getByRole('button', { name: '事前登録する' });

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('メールアドレスを入力してください');

    await input.fill('astrea@example');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('メールアドレスの形式が正しくありません');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('home-pc');
    await input.fill(email);
    const posted = page.waitForRequest((r) => r.url().endsWith('/customer/MailCol') && r.method() === 'POST');
    await submit.click();
    expect((await posted).postDataJSON()).toEqual({ email, platform: 'pc', source: 'home' });
    await expect(form.getByRole('status')).toContainText('事前登録が完了しました');

    // The row is in the database: the same address again is "already registered".
    expect(await postAgain(request, { email, platform: 'pc', source: 'home' })).toEqual({
      registered: true,
      alreadyRegistered: true,
    });
  });

  test('a repeat through the form says 登録済み', async ({ page }) => {
    const email = uniqueEmail('repeat');
    await page.goto('/home');
    await appStarted(page);
    const form = page.locator('#preregister');
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByRole('button', { name: '事前登録する' }).click();
    await expect(form.getByRole('status')).toContainText('事前登録が完了しました');
    await form.getByRole('button', { name: '別のメールアドレスで登録する' }).click();
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByRole('button', { name: '事前登録する' }).click();
    await expect(form.getByRole('status')).toContainText('登録済み');
  });

  test('under /dmg a sign-up goes to register-complete, a repeat to register-completed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('dmg-pc');
    await page.goto('/dmg');
    await appStarted(page);
    const form = page.locator('#preregister');
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByRole('button', { name: '事前登録する' }).click();
    await expect(page).toHaveURL(/\/dmg\/register-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('事前登録が完了しました');
    await expect(page.getByRole('link', { name: /Xでシェアする/ })).toHaveAttribute(
      'href',
      /^https:\/\/twitter\.com\/intent\/tweet\?/,
    );
    expect((await postAgain(request, { email, platform: 'pc', source: 'dmg' })).alreadyRegistered).toBe(true);

    await page.goto('/dmg');

    await appStarted(page);
    await page.locator('#preregister').getByLabel('メールアドレス').fill(email);
    await page.locator('#preregister').getByRole('button', { name: '事前登録する' }).click();
    await expect(page).toHaveURL(/\/dmg\/register-completed$/);
  });

  test('the campaign page sends its campaign code', async ({ page, request }) => {
    const email = uniqueEmail('campaign');
    await page.goto('/home/isXYQ');
    await appStarted(page);
    const form = page.locator('#preregister');
    await form.getByLabel('メールアドレス').fill(email);
    const posted = page.waitForRequest((r) => r.url().endsWith('/customer/MailCol') && r.method() === 'POST');
    await form.getByRole('button', { name: '事前登録する' }).click();
    expect((await posted).postDataJSON()).toEqual({
      email,
      platform: 'pc',
      source: 'home',
      campaign: 'xyq2026',
    });
    await expect(form.getByRole('status')).toContainText('事前登録が完了しました');
    const again = await postAgain(request, { email, platform: 'pc', source: 'home', campaign: 'xyq2026' });
    expect(again.alreadyRegistered).toBe(true);
  });
});

test.describe('a double click on the submit button', () => {
  test.use(desktopProfile);

  // Both clicks of one burst land before the page has redrawn the button as busy.
  async function doubleClickSubmit(page: import('@playwright/test').Page, email: string): Promise<string[]> {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/customer/MailCol') && r.method() === 'POST') posts.push(r.postData() ?? '');
    });
    await appStarted(page);
    const form = page.locator('#preregister');
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByRole('button', { name: '事前登録する' }).dblclick();
    return posts;
  }

  test('on /home sends one request and shows the sign-up as new', async ({ page }) => {
    await page.goto('/home');
    const posts = await doubleClickSubmit(page, uniqueEmail('double-home'));
    await expect(page.locator('#preregister').getByRole('status')).toContainText('事前登録が完了しました');
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
  });

  test('under /dmg sends one request and lands on register-complete', async ({ page }) => {
    await page.goto('/dmg');
    const posts = await doubleClickSubmit(page, uniqueEmail('double-dmg'));
    await expect(page).toHaveURL(/\/dmg\/register-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('事前登録が完了しました');
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
    await expect(page).toHaveURL(/\/dmg\/register-complete$/);
  });
});

test.describe('pre-registration on a phone', () => {
  test.use(phoneProfile);

  test('sends platform mobile and, under /dmg/m, lands on the phone complete page', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('dmg-phone');
    await page.goto('/dmg');
    await expect(page).toHaveURL(/\/dmg\/m$/);
    await appStarted(page);
    const form = page.locator('#preregister');
    await form.getByLabel('メールアドレス').fill('not-an-address');
    await form.getByRole('button', { name: '事前登録する' }).click();
    await expect(form.getByRole('alert')).toHaveText('メールアドレスの形式が正しくありません');

    await form.getByLabel('メールアドレス').fill(email);
    const posted = page.waitForRequest((r) => r.url().endsWith('/customer/MailCol') && r.method() === 'POST');
    await form.getByRole('button', { name: '事前登録する' }).click();
    expect((await posted).postDataJSON()).toEqual({ email, platform: 'mobile', source: 'dmg' });
    await expect(page).toHaveURL(/\/dmg\/m\/register-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('事前登録が完了しました');
    expect((await postAgain(request, { email, platform: 'mobile', source: 'dmg' })).alreadyRegistered).toBe(
      true,
    );
  });
});
