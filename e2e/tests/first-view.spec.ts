import type { Page } from '@playwright/test';
import { desktopProfile, expect, phoneProfile, test } from './fixtures';
import { appStarted } from './navigation';

// The server sends each player and legal page, and the console's login, already rendered with its data: it shows
// before (and without) the page's scripts, which then take over the same markup in place (hydration).
test.describe('first view, before any script runs', () => {
  test.use({ ...desktopProfile, javaScriptEnabled: false });

  test('the landing page shows its key visual, sections, latest notices and footer links', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('星詠みのアストレア');
    await expect(page.locator('[data-layout="pc"]')).toBeVisible();
    await expect(page.locator('#news').getByRole('link').first()).toHaveAttribute(
      'href',
      /\/home\/notice\/\d+$/,
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/user',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /事前登録受付中/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '星詠みのアストレア');
    // Nothing waits for a script: the form can be used as a form.
    await expect(page.locator('#preregister').getByRole('button', { name: '事前登録する' })).toBeEnabled();
  });

  test("a legal document shows in its own language, with the document's title", async ({ page }) => {
    await page.goto('/privacy_en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Privacy Policy | 星詠みのアストレア');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Article 5 (Purposes of Use)' })).toBeVisible();
  });
});

test.describe('first view on a phone, before any script runs', () => {
  test.use({ ...phoneProfile, javaScriptEnabled: false });

  test('a PC address shows the phone page the device rule will go to', async ({ page }) => {
    await page.goto('/home/play');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the HTML of a notice page carries the notice itself', async ({ request }) => {
  const list = await request.get('/api/notices?page=1&pageSize=1');
  const notice = ((await list.json()) as { data: { items: { id: number; title: string }[] } }).data.items[0]!;
  const html = await (await request.get(`/home/notice/${notice.id}`)).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-view-end"'));
  expect(root).toContain(notice.title);
  expect(root).not.toContain('aria-busy="true"');
});

/**
 * Holds the page's scripts back until the test lets them go, so it can act while only the first view is there: by
 * default the host's entry; the remotes' index holds the application once the entry has run.
 */
async function holdScripts(page: Page, what: RegExp = /\/main\.js$/): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(what, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('first view, then the page', () => {
  test.use(desktopProfile);

  test('what a visitor typed and where the focus was stay when the page takes over, and the page then works', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'commit' });
    const form = page.locator('#preregister');
    const email = `first-view-${Date.now()}@example.jp`;
    await form.getByLabel('メールアドレス').fill(email);
    const input = await form.getByLabel('メールアドレス').elementHandle();

    release();
    await appStarted(page);
    // The same element, not a copy rendered over it.
    expect(await input!.evaluate((node) => node.isConnected)).toBe(true);
    await expect(form.getByLabel('メールアドレス')).toHaveValue(email);
    await expect(form.getByLabel('メールアドレス')).toBeFocused();
    await form.getByRole('button', { name: '事前登録する' }).click();
    await expect(form.getByRole('status')).toContainText('事前登録が完了しました');
  });

  test('a visitor who scrolled while the page started stays where they were', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThanOrEqual(1000);
    const before = await page.evaluate(() => Math.round(window.scrollY));

    release();
    await appStarted(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before);
  });

  test('a legal page opened at a section stays at it, with its table of contents as the visitor left it', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/dmg/user#article-5', { waitUntil: 'commit' });
    const toc = page.locator('details').first();
    await expect(toc).toBeVisible();
    const open = await toc.evaluate((node) => (node as HTMLDetailsElement).open);
    await toc.locator('summary').click();

    release();
    await appStarted(page);
    expect(await toc.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(!open);
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('article-5');
  });
});

test.describe('a page nobody touches', () => {
  test.use(phoneProfile);

  test('becomes interactive by itself once it has loaded', async ({ page }) => {
    await page.goto('/home/m');
    // No pointer, key or focus reaches the page: it starts when it has been quiet for a moment.
    await appStarted(page, { reach: false });
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(page.getByRole('navigation', { name: 'サイト内メニュー' })).toBeVisible();
  });
});

test.describe('a hurried visitor, acting as soon as the page shows', () => {
  test.use(desktopProfile);

  test('pre-registers on /home with an Enter right after the first paint', async ({ page }) => {
    const email = `hurried-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
    const sent = page.waitForRequest((r) => r.url().endsWith('/customer/MailCol') && r.method() === 'POST');
    await page.goto('/home', { waitUntil: 'commit' });
    const field = page.locator('#preregister').getByLabel('メールアドレス');
    await field.fill(email);
    await field.press('Enter');
    // Carried out by the page's script or, before it is interactive, posted by the browser: sent either way.
    const body = (await sent).postData() ?? '';
    expect(body.includes(email) || body.includes(encodeURIComponent(email))).toBe(true);
    await expect(page.getByText('事前登録が完了しました')).toBeVisible();
  });

  test("a press on a control that needs the page's script is carried out once it runs", async ({ page }) => {
    // The entry itself held: the press comes before any of the page's scripts but its inline keeper has run.
    const release = await holdScripts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^语言/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeHidden();

    release();
    await appStarted(page);
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    // The keeper ran: a policy that refused it would say so here.
    expect(errors).toEqual([]);
  });

  test('signs in on /login with what was typed and an Enter right after the first paint', async ({
    page,
  }) => {
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/login') && r.method() === 'POST');
    await page.goto('/login?redirect=%2Fdashboard%2Fworkplace', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: /用户名|Username/ }).fill('admin');
    const password = page.getByLabel(/密码|Password/).first();
    await password.fill('admin');
    await password.press('Enter');
    await sent;
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(page.getByTestId('console-layout')).toBeVisible();
  });
});

// Pages sent with a first view, and the profile that opens them. The browser takes their markup over exactly: any
// difference makes React report an error and render the page anew.
const PAGES_WITH_A_FIRST_VIEW: [string, typeof desktopProfile | typeof phoneProfile][] = [
  ['/home', desktopProfile],
  ['/home/m', phoneProfile],
  ['/home/isXYQ', desktopProfile],
  ['/home/play', desktopProfile],
  ['/home/m/play', phoneProfile],
  ['/home/notice/1', desktopProfile],
  ['/home/m/notice/1', phoneProfile],
  ['/home/notice?category=maintenance', desktopProfile],
  ['/home/m/notice?page=1', phoneProfile],
  ['/dmg', desktopProfile],
  ['/dmg/datalink', desktopProfile],
  ['/dmg/m/register-complete', phoneProfile],
  ['/404?ref=desktop', desktopProfile],
  ['/404', phoneProfile],
  ['/dmg/user', desktopProfile],
  ['/dmg/m/privacy', phoneProfile],
  ['/login', desktopProfile],
];

for (const [path, profile] of PAGES_WITH_A_FIRST_VIEW) {
  test(`${path} hydrates as the server rendered it, without an error or a second render`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...profile, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') reports.push(message.text());
    });
    page.on('pageerror', (error) => reports.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    const response = await page.goto(path);
    expect(await response!.text()).toContain('id="first-view"');
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    expect(
      reports.filter((text) => /hydrat|rendered again|did not match|Minified React error/i.test(text)),
    ).toEqual([]);
    // The page starts from the data it was rendered with: it does not fetch it again.
    expect(apiCalls.filter((url) => /\/api\/(notices|questionnaire)/.test(url))).toEqual([]);
    await context.close();
  });
}

test.describe('the console login page', () => {
  test.use(desktopProfile);

  test('has a first view in the default look, and none for a visitor who changed it', async ({
    browser,
    baseURL,
  }) => {
    const firstViewOf = async (context: import('@playwright/test').BrowserContext) => {
      const response = await context.request.get(`${baseURL}/login`);
      return response.text();
    };
    const context = await browser.newContext({ ...desktopProfile, baseURL });
    expect(await firstViewOf(context)).toContain('登录星詠控制台');

    // The visitor switches the language: the page marks its own look for the server.
    const page = await context.newPage();
    await page.goto('/login');
    await appStarted(page);
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Login to Astrea Console' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'first-view')).toMatchObject({
      value: 'off',
      path: '/login',
    });
    const html = await firstViewOf(context);
    expect(html).not.toContain('登录星詠控制台');
    expect(html).toContain('boot-progress');
    // The console's preference is the console's: the game's pages still come with their first view.
    for (const path of ['/home', '/dmg']) {
      expect(await (await context.request.get(`${baseURL}${path}`)).text(), path).toContain(
        'id="first-view"',
      );
    }
    await context.close();
  });
});

test.describe('the questionnaire report', () => {
  for (const [device, profile, viewBox] of [
    ['a desktop', desktopProfile, '0 0 515 280'],
    ['a phone', phoneProfile, '0 0 310 280'],
  ] as const) {
    test(`opened on ${device}, is a finished document: its charts drawn for its width, no application started`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ ...profile, baseURL });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto('/home/questionnaire-report');
      // Drawn into the page by the server, for a wide and a narrow place: two SVGs in every chart's place.
      const html = await response!.text();
      const places = html.match(
        /role="img" aria-label="[^"]*回答グラフ[^"]*"><div class="[^"]*"><svg viewBox=/g,
      );
      const report = (await (await page.request.get('/api/questionnaire/report')).json()) as {
        data: { questions: unknown[] };
      };
      expect(places).toHaveLength(report.data.questions.length);
      await page.waitForLoadState('networkidle');
      // Neither the application (the host's entry, a remote's code) nor the charts' code: the document's script only.
      expect(scripts.filter((path) => /^\/(main\.js|remotes\/)|question-chart/.test(path))).toEqual([]);
      expect(scripts).toContain('/document-page.js');
      const charts = page.getByRole('img', { name: /回答グラフ/ });
      expect(await charts.count()).toBe(report.data.questions.length);
      for (const chart of await charts.all()) {
        // The drawing for this width shows, the other does not.
        const shown = chart.locator(':scope > div:visible > svg');
        await expect(shown).toHaveCount(1);
        await expect(shown).toHaveAttribute('viewBox', viewBox);
        expect((await shown.boundingBox())!.width).toBeGreaterThan(200);
      }
      await context.close();
    });
  }
});
