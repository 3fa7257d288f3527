import type { Page } from '@playwright/test';
import { appStarted } from './navigation';
import { desktopProfile, expect, isolatedTest, test } from './fixtures';

/*
 * Every date the site shows is in its time zone (SITE_TIME_ZONE, Japan's unless configured), on the player's pages and
 * in the console alike, whatever the zone of the browser; the first view the server renders and the page the browser
 * hydrates agree. The demo data the console shows comes in the console's language.
 */

const HOUR = 3600_000;

/** The instant at 01:00 on yesterday's date in a zone: in Honolulu, 19 to 20 hours behind Japan, still the day before. */
function oneInTheMorningYesterday(timeZone: string): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() - 24 * HOUR);
  const guess = Date.parse(`${day}T01:00:00Z`);
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(guess)
    .replace(', ', 'T');
  return new Date(guess - (Date.parse(`${wall}:00Z`) - guess));
}

/** Errors the page reported, hydration's among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

async function createNotice(page: Page, authorization: string, publishAt: Date): Promise<number> {
  const created = await page.request.post('/api/notices', {
    headers: { authorization },
    data: {
      title: `Dated notice ${Date.now()}`,
      body: 'A notice with a date near midnight.',
      category: 'news',
      status: 'published',
      publishAt: publishAt.toISOString(),
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** The notice's day as the player's page shows it (2026.11.28) and as the console's notice page does (Nov 28, 2026). */
async function shownDays(page: Page, id: number): Promise<{ player: string; console: string }> {
  await page.goto(`/home/notice/${id}`);
  const time = page.getByRole('article').locator('time');
  await expect(time).toHaveText(/\d{4}\.\d{2}\.\d{2}/);
  await appStarted(page);
  const player = (await time.textContent())!.replace(/[^\d.]/g, '');
  await page.goto(`/profile/basic?id=${id}`);
  const publishTime = page.getByText('Publish time', { exact: true }).locator('..');
  await expect(publishTime).toContainText(/\d{4}/);
  return { player, console: (await publishTime.textContent())! };
}

/** 2026.11.28 as the console writes it in English: Nov 28, 2026. */
function inConsoleWords(playerDay: string): RegExp {
  const [year, month, day] = playerDay.split('.').map(Number) as [number, number, number];
  const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
  return new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

test.describe('dates in a browser far from Japan', () => {
  test.use({ ...desktopProfile, timezoneId: 'Pacific/Honolulu' });

  test("a notice has Japan's date on the player's page and in the console, and nothing fails to hydrate", async ({
    signedInPage: page,
    adminApi,
  }) => {
    const errors = collectErrors(page);
    const publishAt = oneInTheMorningYesterday('Asia/Tokyo');
    const id = await createNotice(page, adminApi.authorization, publishAt);
    const japan = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(publishAt);
    const { player, console: consoleText } = await shownDays(page, id);
    expect(player).toBe(japan.replaceAll('-', '.'));
    expect(consoleText).toMatch(inConsoleWords(player));
    await expect(page.getByTestId('footer')).toContainText('Times in Asia/Tokyo (UTC+09:00)');
    expect(errors).toEqual([]);
  });

  test('the workplace draws today as a partial day and compares it with the same hours of yesterday', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard/workplace');
    await expect(page.getByTestId('content-chart').locator('canvas')).toBeVisible();
    const partial = page.getByTestId('content-chart-partial');
    await expect(partial).toHaveText(/^Today so far, until \d{2}:\d{2}: the day is not over yet$/);
    // The time is Japan's now, not Honolulu's.
    const japanNow = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    }).format(Date.now());
    const shown = /until (\d{2}):(\d{2})/.exec((await partial.textContent())!)!;
    const [hour, minute] = japanNow.split(':').map(Number) as [number, number];
    const minutesApart = Math.abs(hour * 60 + minute - (Number(shown[1]) * 60 + Number(shown[2])));
    expect(Math.min(minutesApart, 24 * 60 - minutesApart)).toBeLessThan(15);
    await expect(page.getByTestId('stat-change')).toContainText('Change since yesterday (same hours)');
  });
});

test.describe('the console in Chinese', () => {
  test.use(desktopProfile);

  test('shows the demo data in Chinese: popular items, projects, messages', async ({
    signedInPage: page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'zh-CN'));
    await page.goto('/dashboard/workplace');
    const popular = page.getByRole('region', { name: '热门内容' });
    await expect(popular.getByRole('cell', { name: '事前登录奖励详解' })).toBeVisible();
    await expect(page.getByText('上线倒计时')).toBeVisible();
    await page.goto('/user/messages');
    await expect(page.getByText('有三条关于事前登录奖励的咨询等待回复。')).toBeVisible();
  });
});

isolatedTest.describe('a site configured for another time zone', () => {
  isolatedTest.use({
    ...desktopProfile,
    timezoneId: 'Asia/Tokyo',
    isolatedServerEnv: { SITE_TIME_ZONE: 'Pacific/Honolulu' },
  });

  isolatedTest(
    "shows Honolulu's dates on both apps, rendered and hydrated alike",
    async ({ signedInPage: page, adminApi }) => {
      const errors = collectErrors(page);
      // 01:00 in Japan is the day before in Honolulu.
      const publishAt = oneInTheMorningYesterday('Asia/Tokyo');
      const id = await createNotice(page, adminApi.authorization, publishAt);
      const honolulu = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' }).format(publishAt);
      const { player, console: consoleText } = await shownDays(page, id);
      expect(player).toBe(honolulu.replaceAll('-', '.'));
      expect(consoleText).toMatch(inConsoleWords(player));
      await expect(page.getByTestId('footer')).toContainText('Times in Pacific/Honolulu (UTC-10:00)');
      expect(errors).toEqual([]);
    },
  );
});
