import { desktopProfile, isolatedTest as test } from './fixtures';
import { expectNoticeDayIn } from './site-dates';

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
  // 01:00 in Japan is the day before in Honolulu.
  await expectNoticeDayIn(page, adminApi.authorization, 'Pacific/Honolulu', '-10:00');
});
