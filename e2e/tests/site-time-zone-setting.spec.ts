import { desktopProfile, expect, isolatedTest as test } from './fixtures';
import {
  collectErrors,
  createNotice,
  inConsoleWords,
  oneInTheMorningYesterday,
  shownDays,
} from './site-dates';

// A site configured for another time zone (SITE_TIME_ZONE): a server of the spec's own.
test.use({
  ...desktopProfile,
  timezoneId: 'Asia/Tokyo',
  isolatedServerEnv: { SITE_TIME_ZONE: 'Pacific/Honolulu' },
});

test("shows Honolulu's dates on both apps, rendered and hydrated alike", async ({
  signedInPage: page,
  adminApi,
}) => {
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
});
