import { expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

// What /home downloads is measured by bench/page-weight.mjs; this test checks only what must never be on it.
test.describe('first load of /home', () => {
  test.use(phoneProfile);

  test('loads no chart or Markdown code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home\/m$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its code loads when the page becomes interactive.
    await appStarted(page);
    await page.waitForLoadState('networkidle');

    const player = scripts.filter((url) => url.includes('/remotes/player/'));
    expect(player.length).toBeGreaterThan(0);
    // The chart library (nivo) and the Markdown sanitiser belong to other pages' chunks.
    for (const url of scripts.filter((src) => src.startsWith('http://127.0.0.1'))) {
      const text = await (await page.request.get(url)).text();
      expect(text, url).not.toMatch(/DOMPurify|@nivo|nivo-/);
    }
  });
});
