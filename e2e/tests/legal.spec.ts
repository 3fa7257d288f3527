import type { Page } from '@playwright/test';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted, navigateInApp } from './navigation';

interface LegalRoute {
  path: string;
  title: string;
  lang: 'ja' | 'en' | 'zh-Hant';
  /** A heading the document has, to know its text really rendered. */
  heading: string;
}

const japanese: LegalRoute[] = [
  { path: '/user', title: '利用規約', lang: 'ja', heading: '第13条（禁止事項）' },
  { path: '/privacy', title: 'プライバシーポリシー', lang: 'ja', heading: '第5条（利用目的）' },
  {
    path: '/SpecifiedCommercial',
    title: '特定商取引法に基づく表記',
    lang: 'ja',
    heading: '事業者に関する表示',
  },
  { path: '/guidelines', title: '二次創作ガイドライン', lang: 'ja', heading: '8. 禁止事項' },
  { path: '/settlement', title: '資金決済法に基づく表示', lang: 'ja', heading: '4. 有効期間' },
];

const translations: LegalRoute[] = [
  { path: '/user_en', title: 'Terms of Use', lang: 'en', heading: 'Article 13 (Prohibited Acts)' },
  { path: '/user_cht', title: '使用條款', lang: 'zh-Hant', heading: '第13條（禁止事項）' },
  { path: '/privacy_en', title: 'Privacy Policy', lang: 'en', heading: 'Article 5 (Purposes of Use)' },
  { path: '/privacy_cht', title: '隱私權政策', lang: 'zh-Hant', heading: '第5條（利用目的）' },
];

const dmgVariants: LegalRoute[] = japanese.flatMap((route) => [
  { ...route, path: `/dmg${route.path}` },
  { ...route, path: `/dmg/m${route.path}` },
]);

async function expectDocument(page: Page, route: LegalRoute) {
  await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: route.heading })).toBeAttached();
  await expect(page.getByRole('main')).toHaveAttribute('lang', route.lang);
  await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
  await expect(page).toHaveTitle(new RegExp(route.title));
}

test.describe('legal pages on a desktop', () => {
  test.use(desktopProfile);

  for (const route of [
    ...japanese,
    ...translations,
    ...dmgVariants.filter((r) => !r.path.startsWith('/dmg/m/')),
  ]) {
    test(`${route.path} shows ${route.title} in ${route.lang}`, async ({ page }) => {
      await page.goto(route.path);
      await expectDocument(page, route);
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    });
  }

  test('shows the enactment and last-updated dates', async ({ page }) => {
    await page.goto('/user');
    const main = page.getByRole('main');
    await expect(main.getByText('制定日', { exact: true })).toBeVisible();
    await expect(main.locator('time[datetime="2026-04-01"]').first()).toHaveText('2026年4月1日');
    await expect(main.getByText('最終改定日', { exact: true })).toBeVisible();
    await page.goto('/privacy_en');
    await expect(page.getByRole('main').getByText('Last updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('July 1, 2026', { exact: true })).toBeVisible();
    await page.goto('/privacy_cht');
    await expect(page.getByRole('main').getByText('最後修訂日期', { exact: true })).toBeVisible();
  });

  test('the language switch moves between the Japanese, English and Chinese versions', async ({ page }) => {
    await page.goto('/user');
    const switcher = page.getByRole('navigation', { name: '言語' });
    await expect(switcher.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'page');

    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/user_en$/);
    await expectDocument(page, translations[0]!);
    const english = page.getByRole('navigation', { name: 'Language' });
    await expect(english.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(english.getByRole('link', { name: '繁體中文' })).toHaveAttribute('hreflang', 'zh-Hant');

    await english.getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/user_cht$/);
    await expectDocument(page, translations[1]!);

    await page.getByRole('navigation', { name: '語言' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expectDocument(page, japanese[0]!);

    await page.goto('/privacy_cht');
    await page.getByRole('navigation', { name: '語言' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/privacy_en$/);
    await expectDocument(page, translations[2]!);
  });

  test('documents without translations show no language switch', async ({ page }) => {
    await page.goto('/settlement');
    await expect(page.getByRole('heading', { level: 1, name: '資金決済法に基づく表示' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '言語' })).toHaveCount(0);
  });

  test('a table-of-contents link targets its heading', async ({ page }) => {
    await page.goto('/user');
    const heading = page.getByRole('heading', { level: 2, name: '第24条（反社会的勢力の排除）' });
    await expect(heading).not.toBeInViewport();
    await page
      .getByRole('navigation', { name: '目次' })
      .getByRole('link', { name: '第24条（反社会的勢力の排除）' })
      .click();
    await expect(page).toHaveURL(/\/user#article-24$/);
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveAttribute('id', 'article-24');
    expect(await heading.evaluate((element) => element.matches(':target'))).toBe(true);
  });

  test('an address with a heading anchor opens at that heading', async ({ page }) => {
    await page.goto('/privacy#article-13');
    await expect(page.getByRole('heading', { level: 2, name: '第13条（開示等の請求）' })).toBeInViewport();
  });

  test('SpecifiedCommercial shows its facts as real tables with headers', async ({ page }) => {
    await page.goto('/SpecifiedCommercial');
    const tables = page.getByRole('table');
    await expect(tables).toHaveCount(4);
    const seller = tables.first();
    await expect(seller.getByRole('columnheader', { name: '項目' })).toBeVisible();
    await expect(seller.getByRole('columnheader', { name: '内容' })).toBeVisible();
    const row = seller.getByRole('row', { name: /販売事業者/ });
    await expect(row.getByRole('rowheader', { name: '販売事業者' })).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText('株式会社ステラゲート（Stellagate Inc.）');
    await expect(tables.nth(2).getByRole('columnheader', { name: '販売価格（消費税込み）' })).toBeVisible();
  });

  test('footer links lead to the other documents, staying under /dmg', async ({ page }) => {
    await page.goto('/user');
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: '規約・各種表記' });
    await expect(footer.getByRole('link', { name: '利用規約' })).toHaveAttribute('aria-current', 'page');
    await footer.getByRole('link', { name: '特定商取引法に基づく表記' }).click();
    await expect(page).toHaveURL(/\/SpecifiedCommercial$/);
    await expect(page.getByRole('heading', { level: 1, name: '特定商取引法に基づく表記' })).toBeVisible();

    await page.goto('/dmg/privacy');
    const dmgFooter = page.getByRole('navigation', { name: '規約・各種表記' });
    await expect(dmgFooter.getByRole('link', { name: '二次創作ガイドライン' })).toHaveAttribute(
      'href',
      '/dmg/guidelines',
    );
    await dmgFooter.getByRole('link', { name: '資金決済法に基づく表示' }).click();
    await expect(page).toHaveURL(/\/dmg\/settlement$/);
    await expect(page.getByRole('heading', { level: 1, name: '資金決済法に基づく表示' })).toBeVisible();
    // A link inside the text keeps the prefix too.
    const inText = page.getByRole('main').getByRole('link', { name: '特定商取引法に基づく表記' });
    await expect(inText).toHaveAttribute('href', '/dmg/SpecifiedCommercial');
  });

  test('the skip link moves focus to the document', async ({ page }) => {
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '本文へスキップ' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a document opened at its public address comes complete, without the application', async ({
    page,
    externalRequests,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/privacy_en');
    await expectDocument(page, translations[2]!);
    await page.waitForLoadState('networkidle');
    // Its one script of its own loads the analytics the script switcher picks for the address.
    expect(scripts.filter((path) => !path.startsWith('/gtm.js'))).toEqual(['/document-page.js']);
    await expect(page.locator('script#tag-manager-script')).toHaveCount(1);
    await expect(page.locator('noscript#tag-manager-noscript')).toHaveCount(1);
    expect(externalRequests.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js'))).toBe(
      true,
    );
    // Its links are plain links: the language switch loads the other version, complete as well.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '日本語' }).click();
    await expectDocument(page, japanese[1]!);
  });

  test('a document reached inside the site is rendered by the application', async ({ page }) => {
    await page.goto('/home');
    await appStarted(page);
    // Its text is content the page fetches from the legal build: served so that it can never be a page of its own.
    const section = page.waitForResponse((response) =>
      /^\/remotes\/legal\/[^/]+\/legal\/user\.ja\.[0-9a-f]{8}\.html$/.test(new URL(response.url()).pathname),
    );
    await navigateInApp(page, '/user');
    await expectDocument(page, japanese[0]!);
    const fetched = await section;
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-disposition']).toBe('attachment');
    expect(fetched.headers()['content-security-policy']).toMatch(/^sandbox;/);
    await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: 'English' }).click();
    await expectDocument(page, translations[0]!);
    // Moved in the application, not by a page load: focus goes to the new text.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a desktop at /dmg/m/user goes to /dmg/user', async ({ page }) => {
    await page.goto('/dmg/m/user');
    await expect(page).toHaveURL(/\/dmg\/user$/);
    await expectDocument(page, japanese[0]!);
  });
});

test.describe('legal pages on a phone', () => {
  test.use(phoneProfile);

  for (const route of [...japanese, ...translations]) {
    test(`${route.path} is public: a phone stays there`, async ({ page }) => {
      await page.goto(route.path);
      await expectDocument(page, route);
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      // The device guard runs after the page settles and on resize: still there afterwards.
      await page.setViewportSize({ width: 380, height: 800 });
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(route.path);
    });
  }

  for (const route of dmgVariants.filter((r) => r.path.startsWith('/dmg/m/'))) {
    test(`${route.path} renders on a phone`, async ({ page }) => {
      await page.goto(route.path);
      await expectDocument(page, route);
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    });
  }

  test('a phone at /dmg/user goes to /dmg/m/user, keeping the query', async ({ page }) => {
    await page.goto('/dmg/user?from=mail');
    await expect(page).toHaveURL(/\/dmg\/m\/user\?from=mail$/);
    await expectDocument(page, japanese[0]!);
    const footer = page.getByRole('navigation', { name: '規約・各種表記' });
    await expect(footer.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/dmg/m/privacy',
    );
  });

  test('the page fits a 390 px screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/user', '/SpecifiedCommercial']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the table of contents folds on a phone and opens on demand', async ({ page }) => {
    await page.goto('/user');
    const toc = page.getByRole('navigation', { name: '目次' });
    const link = toc.getByRole('link', { name: '第6条（未成年者の利用）' });
    await expect(link).toBeHidden();
    await toc.getByText('目次').click();
    await link.click();
    await expect(page).toHaveURL(/#article-6$/);
    await expect(page.getByRole('heading', { level: 2, name: '第6条（未成年者の利用）' })).toBeInViewport();
  });
});
