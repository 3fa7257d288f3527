import { desktopProfile, expect, test } from './fixtures';
import { expectNoticeDayIn } from './site-dates';

/*
 * Every date the site shows is in its time zone (SITE_TIME_ZONE, Japan's unless configured), on the player's pages and
 * in the console alike, whatever the zone of the browser; the first view the server renders and the page the browser
 * hydrates agree. The demo data the console shows comes in the console's language.
 */

test.describe('dates in a browser far from Japan', () => {
  test.use({ ...desktopProfile, timezoneId: 'Pacific/Honolulu' });

  test("a notice has Japan's date on the player's page and in the console, and nothing fails to hydrate", async ({
    signedInPage: page,
    adminApi,
  }) => {
    await expectNoticeDayIn(page, adminApi.authorization, 'Asia/Tokyo', '+09:00');
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
