import { expectAccessible } from './accessibility';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';

test.describe('the workplace projects and documents', () => {
  test.use(desktopProfile);

  test("a returning staff member's workplace comes with its data: greeting and figures show without asking the server again", async ({
    signedInPage: page,
  }) => {
    // In the console's default language, the look the server renders first views in: a browser that keeps another
    // language gets the page rendered in the browser instead (contracts/src/first-view-look.ts).
    await page.addInitScript(() => localStorage.removeItem('arco-locale'));
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    });
    await page.goto('/dashboard/workplace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^欢迎回来，\S/);
    await expect(page.getByTestId('content-chart').locator('canvas')).toBeVisible();
    await expect(page.getByRole('region', { name: '全部项目' }).getByTestId('project')).toHaveCount(8);
    // The page's data came with it, read with this browser's session.
    expect(asked).not.toContain('POST /api/user/info');
    expect(asked).not.toContain('GET /api/workplace/summary');
    expect(asked).not.toContain('GET /api/content-data');
    expect(asked).not.toContain('GET /api/workplace/projects');
  });

  test("the category chart's slices are shares, named in the page's words", async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard/workplace');
    const chart = page.getByTestId('category-chart');
    await chart.scrollIntoViewIfNeeded();
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    // A point on the ring, right of its centre (the chart has a 16 px margin; its legend is text below it).
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const radius = (box.height - 32) / 2;
    await expect(async () => {
      await page.mouse.move(centre.x + radius * 0.8, centre.y - 2);
      await expect(page.getByText(/^(News|Maintenance|Event|Update): \d+% \(\d+\)$/)).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
  });

  test('"Load more" loads the next page of projects from the server until there are no more', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard/workplace');
    const projects = page.getByRole('region', { name: 'All projects' });
    const cards = projects.getByTestId('project');
    await expect(cards).toHaveCount(8);
    const total = Number(
      /of (\d+)/.exec((await projects.getByText(/^\d+ of \d+$/).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(8);

    const next = page.waitForResponse((response) =>
      response.url().includes('/api/workplace/projects?page=2'),
    );
    await projects.getByRole('button', { name: 'Load more' }).click();
    const answer = (await (await next).json()) as { data: { items: { title: string }[] } };
    await expect(cards).toHaveCount(Math.min(16, total));
    await expect(projects.getByRole('heading', { name: answer.data.items[0]!.title })).toBeVisible();

    while (await projects.getByRole('button', { name: 'Load more' }).isVisible()) {
      const shown = await cards.count();
      await projects.getByRole('button', { name: 'Load more' }).click();
      await expect(cards).toHaveCount(Math.min(shown + 8, total));
    }
    await expect(cards).toHaveCount(total);
    await expect(projects.getByRole('button', { name: 'No more projects' })).toBeDisabled();
  });

  test('the quick operations show what was chosen in their dialog, kept across a reload; cancel changes nothing', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard/workplace');
    const shortcuts = page.getByRole('region', { name: 'Quick operations' });
    await expect(shortcuts.getByRole('link', { name: 'Marketing' })).toBeVisible();

    await shortcuts.getByRole('button', { name: 'Set up' }).click();
    let dialog = page.getByRole('dialog', { name: 'Choose quick operations' });
    // A click on the label, as a person would (the box's own input sits under its drawn control).
    await dialog.getByText('Marketing', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(shortcuts.getByRole('link', { name: 'Marketing' })).toBeVisible();

    await shortcuts.getByRole('button', { name: 'Set up' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose quick operations' });
    // The cancelled choice is gone: the dialog starts again from what is shown.
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    // And from the keyboard.
    await dialog.getByRole('checkbox', { name: 'Marketing' }).press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(shortcuts.getByRole('link', { name: 'Marketing' })).toHaveCount(0);
    await expect(shortcuts.getByRole('link', { name: 'Content management' })).toBeVisible();

    await page.reload();
    await expect(shortcuts.getByRole('link', { name: 'Content management' })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'Marketing' })).toHaveCount(0);
  });

  test('each document link opens its own help page in the console', async ({ signedInPage: page }) => {
    // Four round trips between the workplace and a help page.
    test.slow();
    await page.goto('/dashboard/workplace');
    const docs = page.getByRole('region', { name: 'Documents' });
    const expected: [string, string, string][] = [
      ['Product overview', '/dashboard/docs/overview', 'What the site offers players'],
      ['User guide', '/dashboard/docs/guide', 'Signing in and out'],
      ['Workflow', '/dashboard/docs/workflow', 'New staff accounts'],
      ['Interface docs', '/dashboard/docs/api', 'Endpoints'],
    ];
    for (const [name, path, section] of expected) {
      await page.goto('/dashboard/workplace');
      await docs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
      await expect(page.getByTestId('breadcrumb')).toContainText(name);
    }
    await expectAccessible(page);
  });

  test('the interface docs list the endpoints of the OpenAPI document and link to it', async ({
    signedInPage: page,
    request,
  }) => {
    await page.goto('/dashboard/docs/api');
    const document = (await (await request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).reduce((n, path) => n + Object.keys(path).length, 0);
    const table = page.getByTestId('api-endpoints');
    await expect(table.getByRole('row')).toHaveCount(operations + 1);
    await expect(table.getByRole('row', { name: /POST \/api\/message\/clear type/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the OpenAPI document (JSON)' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    await expectAccessible(page);
  });
});

test.describe('a document on a phone, in Chinese', () => {
  test.use(phoneProfile);

  test('reads in the console language and passes the accessibility checks', async ({
    signedInPage: page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'zh-CN'));
    await page.goto('/dashboard/docs/workflow');
    await expect(page.getByRole('heading', { name: '工作流程', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '文档' }).getByRole('link', { name: '接口文档' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the category chart’s legend gives each category its whole name, side by side or wrapped, never overlapping', async ({
    signedInPage: page,
  }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/workplace');
      const legend = page.getByTestId('category-legend');
      await legend.scrollIntoViewIfNeeded();
      await expect(legend.getByRole('listitem')).not.toHaveCount(0);
      const items = await legend.getByRole('listitem').evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return {
            text: (element as HTMLElement).innerText,
            left,
            right,
            top,
            bottom,
            whole: element.scrollWidth <= element.clientWidth,
          };
        }),
      );
      expect(items.map((item) => item.text).join(' ')).toMatch(/Maintenance \d+%/);
      for (const [index, item] of items.entries()) {
        expect(item.whole, item.text).toBe(true);
        for (const other of items.slice(index + 1)) {
          const apart =
            item.right <= other.left ||
            other.right <= item.left ||
            item.bottom <= other.top ||
            other.bottom <= item.top;
          expect(apart, `${item.text} / ${other.text}`).toBe(true);
        }
      }
    }
  });
});
