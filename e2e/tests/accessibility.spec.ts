import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expectAccessibleWithOpen } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted, navigateInApp } from './navigation';

// Every page of the site, checked with axe as a visitor gets it (WCAG 2.1 A and AA; serious and critical findings
// fail). Pages added by a feature are checked in that feature's spec as well.

const PLAYER_PAGES = [
  '/home',
  '/dmg',
  '/home/isXYQ',
  '/home/play',
  '/home/notice/1',
  '/home/questionnaire-report',
  '/dmg/register-complete',
  '/dmg/register-completed',
  '/dmg/datalink',
];
const PHONE_PAGES = ['/home/m', '/dmg/m', '/home/m/play', '/home/m/notice/1', '/dmg/m/datalink'];
const LEGAL_PAGES = [
  '/user',
  '/privacy',
  '/SpecifiedCommercial',
  '/guidelines',
  '/settlement',
  '/user_en',
  '/dmg/user',
];
const CONSOLE_PAGES = [
  '/dashboard/workplace',
  '/dashboard/monitor',
  '/visualization/data-analysis',
  '/visualization/multi-dimension-data-analysis',
  '/list/search-table',
  '/form/group',
  '/profile/basic',
  '/result/success',
  '/result/error',
  '/exception/403',
  '/exception/404',
  '/exception/500',
  '/user/info',
  '/user/setting',
  '/dashboard/no-such-page',
];

// Each group of pages is walked in one browser context: the site's files load once, from the cache after the first
// page, instead of once for each page in a context of its own. Each page's check is a step of its own, and soft: a
// fault on one page does not hide another's.
const PAGE_BUDGET_MS = 20_000;

async function checkSitePages(page: Page, paths: string[]): Promise<void> {
  test.setTimeout(paths.length * PAGE_BUDGET_MS);
  for (const path of paths) {
    await test.step(`${path} has no serious accessibility fault`, async () => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeAttached();
      await expectAccessible(page, { soft: true });
    });
  }
}

test.describe('the game site on a desktop', () => {
  test.use(desktopProfile);
  test('every player page has no serious accessibility fault', async ({ page }) => {
    await checkSitePages(page, PLAYER_PAGES);
  });
  test('every legal document has no serious accessibility fault', async ({ page }) => {
    await checkSitePages(page, LEGAL_PAGES);
  });
});

test.describe('the game site on a phone', () => {
  test.use(phoneProfile);
  test('every phone page has no serious accessibility fault', async ({ page }) => {
    await checkSitePages(page, PHONE_PAGES);
  });
});

test.describe('the console', () => {
  test.use(desktopProfile);

  test('the login page has no serious accessibility fault', async ({ page }) => {
    await page.goto('/login');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('every console page has no serious accessibility fault', async ({ signedInPage: page }) => {
    test.setTimeout(CONSOLE_PAGES.length * PAGE_BUDGET_MS);
    const heading = page.getByRole('heading', { level: 1 });
    for (const [index, path] of CONSOLE_PAGES.entries()) {
      await test.step(`${path} has no serious accessibility fault`, async () => {
        // The console starts once; the next pages are reached inside it, as its menu does (a page load starts the
        // whole console again, about 5 s of a busy machine for each page).
        if (index === 0) {
          await page.goto(path);
          await expect(page.getByTestId('console-layout')).toBeVisible();
        } else {
          const before = await heading.elementHandle();
          const title = await before!.textContent();
          await navigateInApp(page, path);
          // The last page's heading has gone, or (the same kind of page) says something else.
          await expect
            .poll(() =>
              before!.evaluate(
                (element, text) => !element.isConnected || element.textContent !== text,
                title,
              ),
            )
            .toBe(true);
        }
        await page.waitForLoadState('networkidle');
        await expect(heading).toHaveCount(1);
        await expectAccessible(page, { soft: true });
      });
    }
  });

  // Every overlay of the console, open, in both themes: what it shows (message times, menu items) and how it is
  // named are checked with the page around it.
  const OVERLAYS: { name: string; open: (page: Page) => Promise<Locator> }[] = [
    {
      name: 'the message box',
      open: async (page) => {
        await page.getByTestId('alerts-button').click();
        return page.getByRole('dialog', { name: 'Messages, notices and to-dos' });
      },
    },
    {
      name: 'the user menu',
      open: async (page) => {
        await page.getByTestId('user-menu').click();
        return page.getByRole('menu');
      },
    },
    {
      name: 'the language menu',
      open: async (page) => {
        await page
          .getByTestId('navbar')
          .getByRole('button', { name: /^Language:/ })
          .click();
        return page.getByRole('menu');
      },
    },
    {
      name: 'the settings drawer',
      open: async (page) => {
        await page.getByTestId('settings-button').click();
        return page.getByTestId('settings-drawer');
      },
    },
    {
      name: 'the search dialog',
      open: async (page) => {
        await page.getByTestId('search-button').click();
        return page.getByRole('dialog', { name: /search/i });
      },
    },
  ];

  for (const theme of ['light', 'dark'] as const) {
    test(`the workplace in the ${theme} theme, with each overlay open in turn, has no serious fault`, async ({
      signedInPage: page,
    }) => {
      test.setTimeout(OVERLAYS.length * PAGE_BUDGET_MS);
      await page.goto('/dashboard/workplace');
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      const themeSwitch = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
      await expect(page.getByRole('button', { name: themeSwitch })).toBeVisible();
      for (const overlay of OVERLAYS) {
        await test.step(`with ${overlay.name} open`, async () => {
          await page.waitForLoadState('networkidle');
          const opened = await overlay.open(page);
          await page.waitForLoadState('networkidle');
          await expectAccessibleWithOpen(page, opened, { soft: true });
          // Closed as a keyboard user closes it: the next overlay opens on the page as it was, without a reload
          // (which starts the whole console again).
          await page.keyboard.press('Escape');
          await expect(opened).toBeHidden();
        });
      }
    });
  }
});
