import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expectAccessibleWithOpen } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

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

test.describe('the game site on a desktop', () => {
  test.use(desktopProfile);
  for (const path of [...PLAYER_PAGES, ...LEGAL_PAGES]) {
    test(`${path} has no serious accessibility fault`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeAttached();
      await expectAccessible(page);
    });
  }
});

test.describe('the game site on a phone', () => {
  test.use(phoneProfile);
  for (const path of PHONE_PAGES) {
    test(`${path} has no serious accessibility fault`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeAttached();
      await expectAccessible(page);
    });
  }
});

test.describe('the console', () => {
  test.use(desktopProfile);

  test('the login page has no serious accessibility fault', async ({ page }) => {
    await page.goto('/login');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });

  for (const path of CONSOLE_PAGES) {
    test(`${path} has no serious accessibility fault`, async ({ signedInPage: page }) => {
      await page.goto(path);
      await expect(page.getByTestId('console-layout')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
    });
  }

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
    for (const overlay of OVERLAYS) {
      test(`the workplace in the ${theme} theme, with ${overlay.name} open, has no serious fault`, async ({
        signedInPage: page,
      }) => {
        await page.goto('/dashboard/workplace');
        if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await page.waitForLoadState('networkidle');
        const opened = await overlay.open(page);
        await page.waitForLoadState('networkidle');
        await expectAccessibleWithOpen(page, opened);
      });
    }
  }
});
