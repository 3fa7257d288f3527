import type { Locator, Page } from '@playwright/test';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

/** Relative luminance of a computed `rgb(…)`/`rgba(…)` colour (WCAG 2.x). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour of an element and the first opaque background colour behind it, as computed. */
async function colours(target: Locator): Promise<{ text: string; background: string }> {
  return target.evaluate((element) => {
    const text = getComputedStyle(element).color;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$/.test(background) && background !== 'transparent') return { text, background };
    }
    return { text, background: 'rgb(255, 255, 255)' };
  });
}

async function expectTitle(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('legal pages in the game site look', () => {
  test.use(desktopProfile);

  test("the header's game name leads to the landing page of the page's area", async ({ page }) => {
    await page.goto('/user');
    const home = page.getByRole('banner').getByRole('link', { name: '星詠みのアストレア トップページ' });
    await expect(home).toHaveAttribute('href', '/home');
    await home.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /星詠みのアストレア/ })).toBeVisible();

    await page.goto('/dmg/privacy');
    const dmgHome = page.getByRole('banner').getByRole('link', { name: '星詠みのアストレア トップページ' });
    await expect(dmgHome).toHaveAttribute('href', '/dmg');
    await dmgHome.click();
    await expect(page).toHaveURL(/\/dmg$/);

    await page.goto('/privacy_en');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Astrea: Chronicle of the Starlit Sky home page' }),
    ).toHaveAttribute('href', '/home');
  });

  test('the footer links reach every other legal page', async ({ page }) => {
    const documents = [
      ['プライバシーポリシー', /\/privacy$/],
      ['特定商取引法に基づく表記', /\/SpecifiedCommercial$/],
      ['二次創作ガイドライン', /\/guidelines$/],
      ['資金決済法に基づく表示', /\/settlement$/],
      ['利用規約', /\/user$/],
    ] as const;
    await page.goto('/user');
    for (const [title, address] of documents) {
      const footer = page.getByRole('contentinfo').getByRole('navigation', { name: '規約・各種表記' });
      await footer.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(address);
      await expectTitle(page, title);
      await expect(footer.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the language links on a /dmg page stay under /dmg', async ({ page }) => {
    await page.goto('/dmg/user');
    await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/dmg\/user_en$/);
    await expectTitle(page, 'Terms of Use');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/dmg\/user_cht$/);
    await expectTitle(page, '使用條款');

    await page.getByRole('navigation', { name: '語言' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/dmg\/user$/);
    await expectTitle(page, '利用規約');

    // The translation's own links (footer, header) keep the area too, also when it is opened directly.
    await page.goto('/dmg/privacy_cht');
    await expectTitle(page, '隱私權政策');
    await expect(page.getByRole('banner').getByRole('link', { name: /首頁/ })).toHaveAttribute(
      'href',
      '/dmg',
    );
    await page.getByRole('navigation', { name: '語言' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/dmg\/privacy_en$/);
    await expectTitle(page, 'Privacy Policy');
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal documents' });
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/dmg/user_en');
  });

  test('a public document is sent without any application script', async ({ page }) => {
    const response = await page.request.get('/user');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]);
    // Only the host's small analytics loader, outside the federation.
    expect(sources).toEqual(['/document-page.js']);
    expect(html).not.toMatch(/remoteEntry|modulepreload/);
    expect(html).toContain('星詠みのアストレア');
  });

  test('the page is drawn in the game site colours, readable and with visible focus', async ({ page }) => {
    await page.goto('/user');
    const body = await colours(page.getByRole('main').getByRole('paragraph').first());
    expect(body.background).not.toBe('rgb(255, 255, 255)');
    // The night-sky navy of the game site, with light text on it (WCAG AA or better).
    expect(luminance(body.background)).toBeLessThan(0.05);
    expect(contrast(body.text, body.background)).toBeGreaterThanOrEqual(4.5);
    const title = await colours(page.getByRole('heading', { level: 1 }));
    expect(contrast(title.text, title.background)).toBeGreaterThanOrEqual(4.5);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' });
    const footer = await colours(link);
    expect(contrast(footer.text, footer.background)).toBeGreaterThanOrEqual(4.5);

    // The document's own: no white background anywhere up to the body.
    const white = await page.evaluate(() => {
      const found: string[] = [];
      for (let node: Element | null = document.querySelector('main'); node; node = node.parentElement) {
        if (getComputedStyle(node).backgroundColor === 'rgb(255, 255, 255)') found.push(node.tagName);
      }
      return found;
    });
    expect(white).toEqual([]);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const home = page.getByRole('banner').getByRole('link', { name: '星詠みのアストレア トップページ' });
    await expect(home).toBeFocused();
    const outline = await home.evaluate((element) => getComputedStyle(element));
    expect(outline.outlineStyle).toBe('solid');
    expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test('the page has its landmarks and one h1', async ({ page }) => {
    await page.goto('/SpecifiedCommercial');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: '規約・各種表記' })).toBeVisible();
  });
});

test.describe('legal pages in the game site look on a phone', () => {
  test.use(phoneProfile);

  test('a /dmg phone page switches language within /dmg/m', async ({ page }) => {
    await page.goto('/dmg/m/user');
    await expect(page.getByRole('banner').getByRole('link', { name: /トップページ/ })).toHaveAttribute(
      'href',
      '/dmg/m',
    );
    await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/dmg\/m\/user_en$/);
    await expectTitle(page, 'Terms of Use');
  });

  test('a phone asking for /dmg/user_en is sent to its phone page', async ({ page }) => {
    await page.goto('/dmg/user_en?from=mail');
    await expect(page).toHaveURL(/\/dmg\/m\/user_en\?from=mail$/);
    await expectTitle(page, 'Terms of Use');
  });

  test('the header, text and footer fit a 390 px screen', async ({ page }) => {
    for (const path of ['/user', '/dmg/m/privacy_cht', '/SpecifiedCommercial']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      const footerLink = page.getByRole('contentinfo').getByRole('link').first();
      const box = await footerLink.boundingBox();
      // A comfortable tap target.
      expect(box?.height ?? 0, path).toBeGreaterThanOrEqual(40);
    }
  });
});
