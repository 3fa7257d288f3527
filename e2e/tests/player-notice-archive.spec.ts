import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ApiEnvelope } from '@site/contracts/envelope';
import type { PublicNoticePage } from '@site/contracts/api/notices';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, isolatedTest, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

const CATEGORY_NAMES = {
  news: 'お知らせ',
  maintenance: 'メンテナンス',
  event: 'イベント',
  update: 'アップデート',
} as const;

/** What the API lists for the query (the list page shows 10 a page). */
async function listed(request: APIRequestContext, query = ''): Promise<PublicNoticePage> {
  const response = await request.get(`/api/notices?pageSize=10${query}`);
  const body = (await response.json()) as ApiEnvelope<PublicNoticePage>;
  expect(body.code).toBe(0);
  return body.data;
}

/** The notice rows the page shows, by the title each links with. */
function rows(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('time') });
}

async function expectRows(page: Page, data: PublicNoticePage) {
  await expect(rows(page)).toHaveCount(data.items.length);
  for (const [index, item] of data.items.entries()) {
    await expect(rows(page).nth(index)).toContainText(item.title);
  }
}

function filter(page: Page): Locator {
  return page.getByRole('navigation', { name: 'カテゴリで絞り込む' });
}

function pager(page: Page): Locator {
  return page.getByRole('navigation', { name: 'お知らせ一覧のページ' });
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('the notice list on a desktop', () => {
  test.use(desktopProfile);

  test('the news section leads to the list, which shows the newest notices of every category', async ({
    page,
    request,
  }) => {
    const data = await listed(request);
    await page.goto('/home');
    await page.locator('#news').getByRole('link', { name: 'お知らせ一覧を見る' }).click();
    await expect(page).toHaveURL(/\/home\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ一覧' })).toBeVisible();
    await expect(page).toHaveTitle('お知らせ一覧 | 星詠みのアストレア');
    await expect(filter(page).getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status')).toHaveText(`全${data.total}件中 1〜${data.items.length}件を表示`);
    await expectRows(page, data);
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/home/notice/${data.items[0]!.id}$`));
    await expectAccessible(page);
  });

  test('a category shows its notices only, and is sent rendered by the server', async ({ page, request }) => {
    const data = await listed(request, '&category=maintenance');
    expect(data.total).toBeGreaterThan(0);
    // Before any script runs: the server's page already has the list of that category.
    const html = await (await request.get('/dmg/notice?category=maintenance')).text();
    expect(html).toContain('id="first-view"');
    for (const item of data.items) expect(html).toContain(item.title);

    await page.goto('/dmg/notice');
    await appStarted(page);
    await filter(page).getByRole('link', { name: 'メンテナンス' }).click();
    await expect(page).toHaveURL(/\/dmg\/notice\?category=maintenance$/);
    await expect(filter(page).getByRole('link', { name: 'メンテナンス' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(filter(page).getByRole('link', { name: 'すべて' })).not.toHaveAttribute('aria-current');
    await expectRows(page, data);
    for (const row of await rows(page).all()) await expect(row).toContainText(CATEGORY_NAMES.maintenance);
    await expectAccessible(page);
  });

  test('a page past the end says so and leads to the last page', async ({ page, request }) => {
    const data = await listed(request, '&category=event');
    const last = Math.max(1, Math.ceil(data.total / 10));
    const response = await page.goto('/home/notice?category=event&page=40');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('このページにはお知らせがありません')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: `最後のページ（${last}ページ目）へ` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/home/notice\\?category=event${last > 1 ? `&page=${last}` : ''}$`),
    );
    await expect(rows(page).first()).toBeVisible();
  });

  test("a notice page's breadcrumb and back link lead to the list of its area", async ({ page, request }) => {
    const [first] = (await listed(request)).items;
    await page.goto(`/dmg/notice/${first!.id}`);
    await expect(
      page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'お知らせ一覧' }),
    ).toHaveAttribute('href', '/dmg/notice');
    await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
    await expect(page).toHaveURL(/\/dmg\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ一覧' })).toBeVisible();

    await page.goto('/home/notice/999999');
    await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
    await expect(page).toHaveURL(/\/home\/notice$/);
  });
});

test.describe('the notice list on a phone', () => {
  test.use(phoneProfile);

  test('a phone gets the phone list, keeping the category, and it fits the screen', async ({
    page,
    request,
  }) => {
    const data = await listed(request, '&category=event');
    await page.goto('/home/notice?category=event');
    await expect(page).toHaveURL(/\/home\/m\/notice\?category=event$/);
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ一覧' })).toBeVisible();
    await expectRows(page, data);
    await expect(rows(page).first().getByRole('link')).toHaveAttribute(
      'href',
      `/home/m/notice/${data.items[0]!.id}`,
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const chip = await filter(page).getByRole('link', { name: 'すべて' }).boundingBox();
    expect(chip?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
  });

  test('the news section and a notice page lead to the phone list', async ({ page, request }) => {
    const [first] = (await listed(request)).items;
    await page.goto('/dmg/m');
    await page.locator('#news').getByRole('link', { name: 'お知らせ一覧を見る' }).click();
    await expect(page).toHaveURL(/\/dmg\/m\/notice$/);
    await page.goto(`/dmg/m/notice/${first!.id}`);
    await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
    await expect(page).toHaveURL(/\/dmg\/m\/notice$/);
    await expect(filter(page).getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page');
  });
});

// Paging needs more notices than the demo data has: written on a server of this spec's own, so that the other
// specs' landing pages and lists stay as they were.
isolatedTest.describe('paging through the notice list', () => {
  isolatedTest.beforeAll(async ({ browser, isolatedServer }) => {
    const context = await browser.newContext({ baseURL: isolatedServer.url });
    const login = await context.request.post('/api/user/login', {
      data: { username: 'admin', password: 'admin', bearer: true },
    });
    const { data } = (await login.json()) as ApiEnvelope<{ token: string }>;
    for (let index = 1; index <= 16; index += 1) {
      const created = await context.request.post('/api/notices', {
        headers: { authorization: `Bearer ${data.token}` },
        data: {
          title: `アーカイブ確認用のお知らせ ${index}`,
          body: '一覧のページ送りを確かめるためのお知らせです。',
          category: index <= 12 ? 'update' : 'news',
          status: 'published',
          publishAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
        },
      });
      expect(created.status()).toBe(200);
    }
    await context.close();
  });

  for (const [profileName, profile, base] of [
    ['desktop', desktopProfile, '/home/notice'],
    ['phone', phoneProfile, '/home/m/notice'],
  ] as const) {
    isolatedTest.describe(`on a ${profileName}`, () => {
      isolatedTest.use(profile);

      isolatedTest(
        'the pager is used from the keyboard and marks the current page',
        async ({ page, request }) => {
          const first = await listed(request);
          const second = await listed(request, '&page=2');
          const count = Math.ceil(first.total / 10);
          expect(count).toBeGreaterThanOrEqual(3);

          await page.goto(base);
          await appStarted(page);
          const pages = pager(page);
          await expect(pages.getByRole('link', { name: '1ページ目' })).toHaveAttribute(
            'aria-current',
            'page',
          );
          await expect(pages.getByRole('link', { name: /前のページ/ })).toHaveCount(0);
          await expectAccessible(page);

          await pages.getByRole('link', { name: /次のページ/ }).focus();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`${base}\\?page=2$`));
          await expect(pager(page).getByRole('link', { name: '2ページ目' })).toHaveAttribute(
            'aria-current',
            'page',
          );
          await expect(page.getByRole('status')).toHaveText(`全${first.total}件中 11〜20件を表示`);
          await expectRows(page, second);
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

          // Tab from the current page's number reaches the next number, which Enter opens.
          await pager(page).getByRole('link', { name: '2ページ目' }).focus();
          await page.keyboard.press('Tab');
          await expect(pager(page).getByRole('link', { name: '3ページ目' })).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`${base}\\?page=3$`));
          await expect(pager(page).getByRole('link', { name: /次のページ/ })).toHaveCount(count > 3 ? 1 : 0);
          await expectAccessible(page);

          await page.goBack();
          await expect(page).toHaveURL(new RegExp(`${base}\\?page=2$`));
          await expectRows(page, second);
        },
      );

      isolatedTest('a category has pages of its own', async ({ page, request }) => {
        const updates = await listed(request, '&category=update');
        await page.goto(`${base}?category=update`);
        await expectRows(page, updates);
        const last = Math.ceil(updates.total / 10);
        if (last > 1) {
          await pager(page)
            .getByRole('link', { name: `${last}ページ目` })
            .click();
          await expect(page).toHaveURL(new RegExp(`\\?category=update&page=${last}$`));
          await expectRows(page, await listed(request, `&category=update&page=${last}`));
        }
        for (const row of await rows(page).all()) await expect(row).toContainText(CATEGORY_NAMES.update);
      });
    });
  }
});
