import { expectAccessible } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

interface LiveRemote {
  name: string;
  version: string;
}

test.describe('console card list', () => {
  test.use(desktopProfile);

  test("shows every remote as a card with the server's live version, and leads to its versions", async ({
    signedInPage: page,
  }) => {
    const live = ((await (await page.request.get('/remotes.json')).json()) as { remotes: LiveRemote[] })
      .remotes;
    expect(live.length).toBeGreaterThan(0);

    await page.goto('/list/card');
    const cards = page.getByRole('list', { name: 'Remotes' });
    await expect(cards.getByRole('listitem')).toHaveCount(live.length);
    for (const remote of live) {
      const card = cards.getByRole('article', { name: remote.name });
      await expect(card).toContainText(remote.version);
      await expect(card).not.toContainText('Not live');
    }
    await expect(page).toHaveTitle(/^Card List \| /);
    await expectAccessible(page);

    const first = live[0]!;
    await cards
      .getByRole('article', { name: first.name })
      .getByRole('link', { name: `Versions of ${first.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/monitor#releases-${first.name}$`));
    await expect(page.getByRole('region', { name: `Releases of ${first.name}` })).toBeInViewport();
  });

  test('says what went wrong, and loads again on retry', async ({ signedInPage: page }) => {
    let refuse = true;
    await page.route('**/api/admin/remotes', async (route) => {
      if (!refuse) return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 50000,
          msg: 'The database cannot be reached; try again later',
          data: null,
        }),
      });
    });
    await page.goto('/list/card');
    const alert = page.getByRole('alert').filter({ hasText: 'The database cannot be reached' });
    await expect(alert).toBeVisible();
    refuse = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Remotes' }).getByRole('article').first()).toBeVisible();
  });

  test('is not offered to the user role, and the page says so', async ({ page, context }) => {
    const response = await context.request.post('/api/user/login', {
      data: { username: 'user', password: 'user' },
    });
    expect((await response.json()).code).toBe(0);
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.goto('/list/card');
    await expect(page.getByTestId('exception-403')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('button', { name: 'List' })).toHaveCount(0);
  });
});

test.describe('console card list on a phone', () => {
  test.use(phoneProfile);

  test('stacks the cards in one column', async ({ signedInPage: page }) => {
    await page.goto('/list/card');
    const cards = page.getByRole('list', { name: 'Remotes' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(1);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
