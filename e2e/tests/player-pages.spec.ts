import type { Page } from '@playwright/test';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function firstNoticeId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const response = await request.get('/api/notices?page=1&pageSize=1');
  const body = (await response.json()) as { code: number; data: { items: { id: number }[] } };
  expect(body.code).toBe(0);
  const id = body.data.items[0]?.id;
  expect(id).toBeDefined();
  return id!;
}

interface PageCase {
  /** The PC address; a phone is moved to the /m/ twin by the host's device guard. */
  path: string;
  heading: string | RegExp;
  pcOnly?: boolean;
}

const cases = (noticeId: number): PageCase[] =>
  ['home', 'dmg'].flatMap((area) => [
    { path: `/${area}`, heading: '星詠みのアストレア' },
    { path: `/${area}/isXYQ`, heading: '星祭り事前登録キャンペーン' },
    { path: `/${area}/play`, heading: 'ゲームをはじめる' },
    { path: `/${area}/notice/${noticeId}`, heading: /\S/ },
    { path: `/${area}/questionnaire-report`, heading: 'アンケート結果', pcOnly: true },
    ...(area === 'dmg'
      ? [
          { path: '/dmg/register-complete', heading: '事前登録が完了しました' },
          { path: '/dmg/register-completed', heading: 'このメールアドレスは事前登録済みです' },
          { path: '/dmg/datalink', heading: 'データ連携について' },
        ]
      : []),
  ]);

function phonePath(path: string): string {
  return path.replace(/^\/(home|dmg)/, '/$1/m');
}

for (const [profileName, profile] of [
  ['desktop', desktopProfile],
  ['phone', phoneProfile],
] as const) {
  test.describe(`player pages on a ${profileName}`, () => {
    test.use(profile);

    test('every page shows its one heading, in Japanese, without console errors', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const noticeId = await firstNoticeId(request);
      for (const item of cases(noticeId)) {
        await page.goto(item.path);
        const expected = profileName === 'phone' && !item.pcOnly ? phonePath(item.path) : item.path;
        await expect(page, `${item.path} on a ${profileName}`).toHaveURL(new RegExp(`${expected}$`));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(heading).toHaveText(item.heading);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main')).toBeVisible();
        expect(await page.locator('html').getAttribute('lang')).toBe('ja');
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          /星詠みのアストレア/,
        );
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('landing page content', () => {
  test.use(desktopProfile);

  test('shows the sections a player expects and area-aware legal links', async ({ page }) => {
    await page.goto('/home');
    for (const name of [
      'お知らせ',
      '事前登録受付中',
      '世界観・ストーリー',
      'キャラクター',
      'ゲーム紹介',
      'ムービー',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /キービジュアル/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/user',
    );
    await page.getByRole('button', { name: 'プロモーションムービーを再生' }).click();
    await expect(page.getByText('近日公開予定')).toBeVisible();

    await page.goto('/dmg');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' }),
    ).toHaveAttribute('href', '/dmg/privacy');
  });

  test('phone footer links stay in the phone layout under /dmg', async ({ browser }) => {
    const context = await browser.newContext({ ...phoneProfile, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/dmg/m');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '特定商取引法に基づく表記' }),
    ).toHaveAttribute('href', '/dmg/m/SpecifiedCommercial');
    await context.close();
  });

  test('the play page links its start button to the configured game address', async ({ page }) => {
    await page.goto('/home/play');
    const start = page.getByRole('link', { name: /ゲームスタート/ });
    await expect(start).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.getByRole('table')).toHaveCount(2);
  });

  test('the questionnaire report gives every number as text next to its chart', async ({ page }) => {
    await page.goto('/home/questionnaire-report');
    const report = (await (await page.request.get('/api/questionnaire/report')).json()) as {
      data: { questions: { title: string; options: { label: string; count: number }[] }[] };
    };
    const first = report.data.questions[0]!;
    const block = page.getByRole('region', { name: first.title });
    await expect(
      block
        .getByRole('img', { name: /回答グラフ/ })
        .locator('svg')
        .first(),
    ).toBeVisible();
    const row = block.getByRole('row', { name: new RegExp(first.options[0]!.label) });
    await expect(row).toContainText(String(first.options[0]!.count));
  });
});
