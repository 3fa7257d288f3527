import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

/*
 * A hurried player types the address and presses Enter before the page is interactive: the browser posts the form
 * itself and the server sends it on to the page with the result, at its #preregistration. The browser scrolls there
 * while the page still loads, and whatever changes the layout above the result afterwards moves it (under the fixed
 * header) unless the browser happens to keep it in view until then: a race, run here repeatedly on a slowed CPU.
 */

const RUNS = 4;
// Lighthouse's mid-tier phone: the CPU slowed 4x (Chrome DevTools Protocol).
const CPU_SLOWDOWN = 4;

const desktopWide = { ...desktopProfile, viewport: { width: 1440, height: 900 } };

interface Landing {
  top: number;
  bottom: number;
  headerBottom: number;
  viewportHeight: number;
  /** Where the result was in the document at each frame from the first in which it was in view (scripts on). */
  offsets: number[];
}

// Runs before the result page's own scripts: from the first frame in which the result is in view, notes where it is
// in the document, frame by frame. Once the browser has scrolled to it, nothing may move it.
function noteResultOffsets(): void {
  if (!location.search.includes('preregistration=')) return;
  const offsets: number[] = [];
  (window as unknown as { resultOffsets: number[] }).resultOffsets = offsets;
  const frame = () => {
    const box = document.getElementById('preregistration');
    if (box && scrollY > 0) offsets.push(Math.round(box.getBoundingClientRect().top + scrollY));
    if (offsets.length < 400) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function preregisterInAHurry(
  browser: Browser,
  baseURL: string,
  profile: BrowserContextOptions,
  path: string,
  run: number,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...profile, baseURL });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204 }));
  await context.addInitScript(noteResultOffsets);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The form page's entry script waits until the Enter is pressed: however slow the machine, the press comes before
  // the page is interactive. The result page loads its scripts as any page does.
  let release!: () => void;
  const pressed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.js$/, async (route) => {
    await pressed;
    // A request of a page the visitor left (a load tried again) was ended with it.
    await route.continue().catch(() => undefined);
  });
  // A busy machine's server may send a page without its first view (its render ran out of time): the form then
  // waits for the held script, so the visitor loads the page again.
  await expect(async () => {
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('#preregister').getByLabel('メールアドレス').waitFor({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  const field = page.locator('#preregister').getByLabel('メールアドレス');
  await field.fill(`hurried-${run}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`);
  await field.press('Enter');
  release();
  await page.unroute(/\/main\.js$/);
  return { page, close: () => context.close() };
}

async function landing(page: Page): Promise<Landing> {
  return page.evaluate(() => {
    const box = document.getElementById('preregistration')!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      headerBottom: header.bottom,
      viewportHeight: window.innerHeight,
      offsets: (window as unknown as { resultOffsets?: number[] }).resultOffsets ?? [],
    };
  });
}

const LAYOUTS: [string, string, BrowserContextOptions][] = [
  ['a desktop (1440 px)', '/home', desktopWide],
  ['a phone (390 px)', '/home/m', phoneProfile],
];

for (const [layout, path, profile] of LAYOUTS) {
  for (const javaScriptEnabled of [true, false]) {
    test(`on ${layout}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript, an Enter before the page is interactive lands on the result, in view below the header and focused`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(RUNS * 45_000);
      for (let run = 0; run < RUNS; run += 1) {
        const { page, close } = await preregisterInAHurry(
          browser,
          baseURL!,
          { ...profile, javaScriptEnabled },
          path,
          run,
        );
        try {
          // Before the page was interactive: the browser posted the form, and the server sent it to the result.
          await expect(page).toHaveURL(
            new RegExp(`${path.replace(/\//g, '\\/')}\\?preregistration=registered#preregistration$`),
            { timeout: 30_000 },
          );
          const result = page.getByRole('status', { name: '事前登録が完了しました' });
          await expect(result).toBeVisible();
          // Announced: the browser gives the named result the focus as it scrolls to it.
          await expect(result).toBeFocused();
          await page.waitForLoadState('load');
          // Past the moments that used to move it: the application's start (scripts on) and the page's settling.
          await page.waitForTimeout(1_500);
          const { top, bottom, headerBottom, viewportHeight, offsets } = await landing(page);
          expect(top, `run ${run}: the result's top is below the fixed header`).toBeGreaterThanOrEqual(
            headerBottom,
          );
          expect(bottom, `run ${run}: the whole result is on the screen`).toBeLessThanOrEqual(viewportHeight);
          if (javaScriptEnabled) {
            expect(offsets.length, `run ${run}: frames noted`).toBeGreaterThan(0);
            expect(
              new Set(offsets),
              `run ${run}: the result stayed where the browser scrolled to (offsets ${[...new Set(offsets)].join(', ')})`,
            ).toEqual(new Set([offsets[0]]));
          }
        } finally {
          await close();
        }
      }
    });
  }
}

test('under /dmg an Enter before the page is interactive opens the complete page, its title and heading saying so', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  for (const [profile, complete] of [
    [desktopWide, /\/dmg\/register-complete$/],
    [phoneProfile, /\/dmg\/m\/register-complete$/],
  ] as const) {
    const { page, close } = await preregisterInAHurry(
      browser,
      baseURL!,
      { ...profile, javaScriptEnabled: false },
      profile === phoneProfile ? '/dmg/m' : '/dmg',
      0,
    );
    try {
      await expect(page).toHaveURL(complete, { timeout: 30_000 });
      // A screen reader reads a new page's title first.
      await expect(page).toHaveTitle(/^事前登録完了/);
      const heading = page.getByRole('heading', { level: 1, name: '事前登録が完了しました' });
      await expect(heading).toBeInViewport({ ratio: 1 });
      const { top, headerBottom } = await heading.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      }));
      expect(top).toBeGreaterThanOrEqual(headerBottom);
    } finally {
      await close();
    }
  }
});
