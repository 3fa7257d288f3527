import { expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

// A phone agent in a window of 1024 px or wider: the server, which knows only the agent, sends the phone page, and
// the browser's device rule moves to the PC twin (SPEC "Route guard"). The phone markup is not the PC page's.
test.use({ ...phoneProfile, viewport: { width: 1280, height: 800 } });

const PAGES: [asked: string, phonePage: string][] = [
  ['/home/play', '/home/m/play'],
  ['/home', '/home/m'],
  ['/home/notice/1', '/home/m/notice/1'],
  ['/dmg/register-complete', '/dmg/m/register-complete'],
];

for (const [asked, phonePage] of PAGES) {
  test(`${asked} shows the PC page, without an error, though the server sent ${phonePage}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(asked);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${asked}$`));
    await expect(page).toHaveURL(new RegExp(`${asked}$`));
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The phone layout's menu button is not on the PC page.
    await expect(page.getByRole('button', { name: 'メニューを開く' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
