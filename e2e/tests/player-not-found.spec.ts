import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

/** Relative luminance of a computed `rgb(…)` colour (WCAG 2.x). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The first opaque background behind an element, as computed. */
async function backgroundBehind(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$/.test(background) && background !== 'transparent') return background;
    }
    return 'rgb(255, 255, 255)';
  });
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

test.describe('the not-found page on a desktop', () => {
  test.use(desktopProfile);

  test('answers 404 with the page in the game site look, rendered by the server', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/404');
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).toContain('id="first-view"');
    expect(html).toMatch(/<h1[^>]*>ページが見つかりません<\/h1>/);

    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle('ページが見つかりません | 星詠みのアストレア');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    // The player site's frame: its header with the game's name and links, its footer with the legal links.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '星詠みのアストレア トップページ' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(banner.getByRole('navigation', { name: 'サイト内メニュー' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: '規約・表記' })).toBeVisible();
    // Drawn in the night-sky navy of the game site, not the host's light panel.
    expect(luminance(await backgroundBehind(page.getByRole('heading', { level: 1 })))).toBeLessThan(0.05);
    await expectAccessible(page);
  });

  test('leads back to the top page, the notice list and the legal pages', async ({ page }) => {
    await page.goto('/404');
    await expect(main(page).getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/home');
    await expect(main(page).getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/user');
    await expect(main(page).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(main(page).getByRole('link', { name: '資金決済法に基づく表示' })).toHaveAttribute(
      'href',
      '/settlement',
    );
    await appStarted(page);
    await main(page).getByRole('link', { name: 'お知らせ一覧へ' }).click();
    await expect(page).toHaveURL(/\/home\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ一覧' })).toBeVisible();

    await page.goto('/404');
    await main(page).getByRole('link', { name: 'トップページへ' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('unknown addresses still answer 404 and go on to the top page of their area', async ({ page }) => {
    const response = await page.goto('/no/such/page?ref=mail');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/home\?ref=mail$/);
    await page.goto('/dmg/no-such-page');
    await expect(page).toHaveURL(/\/dmg$/);
  });
});

test.describe('the not-found page on a phone', () => {
  test.use(phoneProfile);

  test('stays at /404 in the phone layout, with links into the phone pages, and fits the screen', async ({
    page,
  }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'メニューを開く' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/home/m');
    await expect(main(page).getByRole('link', { name: 'お知らせ一覧へ' })).toHaveAttribute(
      'href',
      '/home/m/notice',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await main(page).getByRole('link', { name: '利用規約' }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await expectAccessible(page);

    await appStarted(page);
    await main(page).getByRole('link', { name: 'お知らせ一覧へ' }).click();
    await expect(page).toHaveURL(/\/home\/m\/notice$/);
  });
});
