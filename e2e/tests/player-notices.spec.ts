import type { ApiEnvelope } from '@site/contracts/envelope';
import type { PublicNotice, PublicNoticePage } from '@site/contracts/api/notices';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

async function latestNotices(
  request: import('@playwright/test').APIRequestContext,
): Promise<PublicNoticePage['items']> {
  const body = (await (
    await request.get('/api/notices?page=1&pageSize=5')
  ).json()) as ApiEnvelope<PublicNoticePage>;
  expect(body.data.items.length).toBeGreaterThan(1);
  return body.data.items;
}

test.describe('notices on a desktop', () => {
  test.use(desktopProfile);

  test('the landing page lists the latest notices, each linking to its page', async ({ page, request }) => {
    const items = await latestNotices(request);
    await page.goto('/home');
    const news = page.locator('#news');
    for (const item of items) {
      await expect(news.getByRole('link', { name: new RegExp(escape(item.title)) })).toHaveAttribute(
        'href',
        `/home/notice/${item.id}`,
      );
    }
    await news.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/home/notice/${items[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[0]!.title);
  });

  test('a notice page shows the API notice with date, category, body and neighbours', async ({
    page,
    request,
  }) => {
    const items = await latestNotices(request);
    const second = items[1]!;
    const detail = (await (
      await request.get(`/api/notices/${second.id}`)
    ).json()) as ApiEnvelope<PublicNotice>;
    await page.goto(`/dmg/notice/${second.id}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.data.title);
    await expect(article.locator('time')).toHaveText(/\d{4}\.\d{2}\.\d{2}$/);
    await expect(article).toContainText(/お知らせ|メンテナンス|イベント|アップデート/);
    const pager = page.getByRole('navigation', { name: 'お知らせの前後' });
    if (detail.data.next) {
      await expect(pager.getByRole('link', { name: /次のお知らせ/ })).toHaveAttribute(
        'href',
        `/dmg/notice/${detail.data.next.id}`,
      );
    }
    if (detail.data.prev) {
      await pager.getByRole('link', { name: /前のお知らせ/ }).click();
      await expect(page).toHaveURL(new RegExp(`/dmg/notice/${detail.data.prev.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.data.prev.title);
    }
  });

  test('an unknown notice shows the Japanese not-found state with a way back', async ({ page }) => {
    await page.goto('/home/notice/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('お知らせが見つかりません');
    await page.getByRole('link', { name: 'トップページへ戻る' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an id that cannot be a notice is not found either', async ({ page }) => {
    await page.goto('/home/notice/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('お知らせが見つかりません');
  });
});

test.describe('notices on a phone', () => {
  test.use(phoneProfile);

  test('notice links stay in the phone layout and unknown ids are not found', async ({ page, request }) => {
    const items = await latestNotices(request);
    await page.goto('/home/m');
    await expect(page.locator('#news').getByRole('link').first()).toHaveAttribute(
      'href',
      `/home/m/notice/${items[0]!.id}`,
    );
    await page.goto('/home/notice/999999');
    await expect(page).toHaveURL(/\/home\/m\/notice\/999999$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('お知らせが見つかりません');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('a notice that does not exist', () => {
  test.use(desktopProfile);

  test('is asked for once, also when the page fetches its own data', async ({ page, context, baseURL }) => {
    // The console's preference cookie that turns the server's first view off: the page then fetches in the browser.
    await context.addCookies([{ name: 'first-view', value: 'off', url: baseURL! }]);
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/notices/9999') calls += 1;
    });
    await page.goto('/home/notice/9999');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toBe(1);
  });
});
