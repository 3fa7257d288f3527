import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

const REPORT = '/home/questionnaire-report';

interface CellFigures {
  text: string;
  header: boolean;
  width: number;
  fontSize: number;
  /** Lines its text takes. */
  lines: number;
}

/** Every cell of the report's tables, with its width and the lines its text is set in. */
async function cells(page: Page): Promise<CellFigures[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) =>
      [...table.querySelectorAll('th, td')].map((cell) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return {
          text: cell.textContent ?? '',
          header: cell.closest('thead') !== null,
          width: cell.getBoundingClientRect().width,
          fontSize: Number.parseFloat(getComputedStyle(cell).fontSize),
          lines: tops.size,
        };
      }),
    ),
  );
}

async function expectReadableAt390(page: Page) {
  await page.goto(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'アンケート結果' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(REPORT);
  await appStarted(page);

  // Nothing runs off the side: the page never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The header keeps its logo, its button and its menu inside the screen.
  const banner = page.getByRole('banner');
  for (const control of [
    banner.getByRole('link', { name: '星詠みのアストレア トップページ' }),
    banner.getByRole('link', { name: '事前登録' }),
    banner.getByRole('button', { name: 'メニューを開く' }),
  ]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }

  // Every table fits its region, and its cells read as words, not a character a line.
  const regions = page.getByRole('region', { name: /の集計表$/ });
  expect(await regions.count()).toBeGreaterThan(0);
  for (const region of await regions.all()) {
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
  }
  const figures = await cells(page);
  expect(figures.length).toBeGreaterThan(0);
  for (const cell of figures) {
    expect(cell.width, cell.text).toBeGreaterThanOrEqual(3 * cell.fontSize);
    expect(cell.lines, cell.text).toBeLessThanOrEqual(cell.header ? 1 : 2);
  }
}

test.describe('the questionnaire report on a phone', () => {
  test.use(phoneProfile);

  test('reads at 390 px: no sideways scrolling, the header fits, the tables read by words', async ({
    page,
  }) => {
    await expectReadableAt390(page);
    await expectAccessible(page);
  });

  test("the header's menu opens the site's links and closes from the keyboard", async ({ page }) => {
    await page.goto(REPORT);
    await appStarted(page);
    const banner = page.getByRole('banner');
    const links = banner.getByRole('navigation', { name: 'サイト内メニュー' });
    await expect(links).toBeHidden();
    const button = banner.getByRole('button', { name: 'メニューを開く' });
    await button.click();
    await expect(banner.getByRole('button', { name: 'メニューを閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(links.getByRole('link', { name: 'ゲームをはじめる' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await links.getByRole('link', { name: 'ゲームをはじめる' }).click();
    await expect(page).toHaveURL(/\/home\/m\/play$/);
  });

  test('a table that is wider than its place scrolls from the keyboard', async ({ page }) => {
    await page.goto(REPORT);
    await appStarted(page);
    // Large text, as a reader who needs it sets it: the first table no longer fits.
    await page.addStyleTag({ content: 'main table { font-size: 32px !important; }' });
    const region = page.getByRole('region', { name: /の集計表$/ }).first();
    const widths = await region.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the questionnaire report in a narrow desktop window', () => {
  test.use({ ...desktopProfile, viewport: { width: 390, height: 800 } });

  test('reads at 390 px as on a phone', async ({ page }) => {
    await expectReadableAt390(page);
    await expectAccessible(page);
  });
});

test.describe('the questionnaire report on a desktop', () => {
  test.use(desktopProfile);

  test('keeps its links in the header bar and its tables beside the charts', async ({ page }) => {
    await page.goto(REPORT);
    await appStarted(page);
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('navigation', { name: 'サイト内メニュー' }).getByRole('link', { name: 'お知らせ' }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: /メニュー/ })).toBeHidden();
    const region = page.getByRole('region', { name: /の集計表$/ }).first();
    const chart = page.getByRole('img', { name: /回答グラフ/ }).first();
    const [regionBox, chartBox] = [await region.boundingBox(), await chart.boundingBox()];
    // Side by side, as the PC page always was.
    expect(regionBox!.x).toBeGreaterThan(chartBox!.x + chartBox!.width - 1);
    for (const cell of await cells(page)) expect(cell.lines, cell.text).toBe(1);
    await expectAccessible(page);
  });
});
