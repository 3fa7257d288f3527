import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

const REPORT = '/home/questionnaire-report';

interface CellFigures {
  text: string;
  header: boolean;
  width: number;
  fontSize: number;
  /** Lines its text takes. */
  lines: number;
}

/**
 * Every cell of the report's tables, with its width and the lines its text is set in, each table measured where a
 * reader sees it: on screen (a question's panel is laid out only as it nears the screen).
 */
async function cells(page: Page): Promise<CellFigures[]> {
  return page.locator('main table').evaluateAll(async (tables) => {
    const figures = [];
    for (const table of tables) {
      table.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const cell of table.querySelectorAll('th, td')) {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        figures.push({
          text: cell.textContent ?? '',
          header: cell.closest('thead') !== null,
          width: cell.getBoundingClientRect().width,
          fontSize: Number.parseFloat(getComputedStyle(cell).fontSize),
          lines: tops.size,
        });
      }
    }
    return figures;
  });
}

async function expectReadableAt390(page: Page) {
  await page.goto(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'アンケート結果' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(REPORT);

  // Nothing runs off the side: the page never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The header keeps its logo, its button and its strip of links inside the screen.
  const banner = page.getByRole('banner');
  for (const control of [
    banner.getByRole('link', { name: '星詠みのアストレア トップページ' }),
    banner.getByRole('link', { name: '事前登録' }),
    banner.getByRole('navigation', { name: 'サイト内メニュー' }),
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

  // Opened directly, the report runs no application: a menu button would do nothing before one started.
  test("the header's links are links, in a strip that scrolls sideways, with or without scripts", async ({
    browser,
    baseURL,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ ...phoneProfile, baseURL, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(REPORT);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button')).toHaveCount(0);
      const links = banner.getByRole('navigation', { name: 'サイト内メニュー' });
      const play = links.getByRole('link', { name: 'ゲームをはじめる' });
      // The last link starts outside the screen; the strip scrolls it in, and nothing else moves.
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeInViewport();
      expect(await links.evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The page's heading is not under the fixed header, which is taller by the strip.
      const header = (await banner.boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
      await play.click();
      await expect(page).toHaveURL(/\/home\/m\/play$/);
      await context.close();
    }
  });

  test('a table that is wider than its place scrolls from the keyboard', async ({ page }) => {
    await page.goto(REPORT);
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

test.describe('the questionnaire report on a desktop, its charts', () => {
  test.use(desktopProfile);

  test("every label beside a pie is whole inside the chart's drawing", async ({ page }) => {
    await page.goto(REPORT);
    const charts = page.getByRole('img', { name: /回答グラフ/ });
    await expect(charts.first()).toBeVisible();
    const overflowing = await charts.evaluateAll(async (places) => {
      const cut: string[] = [];
      for (const place of places) {
        place.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const drawing = [...place.querySelectorAll('svg')].find(
          (svg) => svg.getBoundingClientRect().width > 0,
        );
        if (!drawing) continue;
        const edge = drawing.getBoundingClientRect();
        for (const text of drawing.querySelectorAll('text')) {
          const box = text.getBoundingClientRect();
          if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) cut.push(text.textContent ?? '');
        }
      }
      return cut;
    });
    expect(overflowing).toEqual([]);
  });
});
