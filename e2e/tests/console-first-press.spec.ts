import type { Locator, Page } from '@playwright/test';
import { desktopProfile, expect, test } from './fixtures';

// The navbar's overlays (message box, user menu, language menu) load their code when the visitor reaches for them: a
// stand-in button shows until then. A press on it must open the overlay every time, whenever the code arrives (before
// the press, while the button is held down, after the release) and however the pointer got there (moved in, or
// already resting where the button appeared). A person's press lasts about 100 ms: these are presses, not clicks.

test.use({ ...desktopProfile, viewport: { width: 1440, height: 900 } });

const PRESS_MS = 100;
// Each test loads the workplace (the first of a worker twice); on a busy machine that takes a while.
test.setTimeout(90_000);

interface Control {
  name: string;
  button: (page: Page) => Locator;
  /** What the press opens. */
  opened: (page: Page) => Locator;
}

const CONTROLS: Control[] = [
  {
    name: 'the message box',
    button: (page) => page.getByTestId('alerts-button'),
    opened: (page) => page.getByRole('dialog'),
  },
  {
    name: 'the user menu',
    button: (page) => page.getByTestId('user-menu'),
    opened: (page) => page.getByRole('menu'),
  },
  {
    name: 'the language menu',
    button: (page) => page.getByTestId('navbar').getByRole('button', { name: /^Language:/ }),
    opened: (page) => page.getByRole('menu'),
  },
];

/**
 * Holds the console's code that the page asks for from now on until `deliver()`, and then tells when all of it has
 * run: each file is sent with a line that counts it once it has been executed.
 */
async function holdConsoleCode(page: Page) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let held = 0;
  await page.route(/\/remotes\/console\/.*\.js$/, async (route) => {
    held += 1;
    const response = await route.fetch();
    const body = await response.text();
    await gate;
    await route.fulfill({
      status: response.status(),
      contentType: 'text/javascript',
      body: `${body}\n;self.__codeRun = (self.__codeRun || 0) + 1;\n`,
    });
  });
  return {
    asked: () => held,
    /** Sends the code held, and waits until it has run and the page has had time to render what it brought. */
    async deliver() {
      await expect.poll(() => held, { message: 'the press asked for the control’s code' }).toBeGreaterThan(0);
      open();
      // The code may ask for more once it runs: all of what was asked for by then.
      await expect
        .poll(
          async () =>
            (await page.evaluate(() => (self as unknown as { __codeRun?: number }).__codeRun ?? 0)) >= held,
        )
        .toBe(true);
      // The import resolves, and React renders what it brought, in tasks after the code ran.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
      );
    },
  };
}

async function centreOf(button: Locator): Promise<{ x: number; y: number }> {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Where each control's button shows, measured once per worker: the workplace lays out the same at this viewport, so
 * the other tests load it once instead of twice (once to measure, once under the pointer).
 */
const buttonCentres = new Map<string, { x: number; y: number }>();

/** The workplace, loaded and settled, with the pointer away from the control or (resting) on the place it shows. */
async function openWorkplace(page: Page, control: Control, resting: boolean) {
  let at = buttonCentres.get(control.name);
  if (!at) {
    await page.goto('/dashboard/workplace');
    at = await centreOf(control.button(page));
    buttonCentres.set(control.name, at);
  }
  // The page's button shows under a pointer that is already there: it never enters the button.
  await page.mouse.move(resting ? at.x : 5, resting ? at.y : 400);
  await page.goto('/dashboard/workplace');
  await expect(control.button(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // Where it was measured: a pointer resting there rests on it.
  const now = await centreOf(control.button(page));
  expect(Math.abs(now.x - at.x) + Math.abs(now.y - at.y), 'the button moved').toBeLessThan(1);
  return at;
}

async function moveIn(page: Page, at: { x: number; y: number }) {
  await page.mouse.move(at.x, at.y, { steps: 5 });
}

for (const control of CONTROLS) {
  test.describe(`a first press on ${control.name}`, () => {
    test('opens it when the pointer moved in and the code came before the press', async ({
      signedInPage: page,
    }) => {
      const at = await openWorkplace(page, control, false);
      const code = await holdConsoleCode(page);
      await moveIn(page, at);
      await code.deliver();
      // The control has taken the stand-in's place (its trigger is marked by the UI system).
      await expect(control.button(page)).toHaveAttribute('data-part', 'trigger');
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await expect(control.opened(page)).toBeVisible();
    });

    for (const resting of [false, true]) {
      const pointer = resting ? 'the pointer rested on it' : 'the pointer moved in';
      test(`opens it when ${pointer} and the code came while the button was held down`, async ({
        signedInPage: page,
      }) => {
        const at = await openWorkplace(page, control, resting);
        const code = await holdConsoleCode(page);
        if (!resting) await moveIn(page, at);
        await page.mouse.down();
        await code.deliver();
        await page.mouse.up();
        await expect(control.opened(page)).toBeVisible();
      });

      test(`opens it when ${pointer} and the code came after the release`, async ({ signedInPage: page }) => {
        const at = await openWorkplace(page, control, resting);
        const code = await holdConsoleCode(page);
        if (!resting) await moveIn(page, at);
        await page.mouse.down();
        await page.waitForTimeout(PRESS_MS);
        await page.mouse.up();
        await code.deliver();
        await expect(control.opened(page)).toBeVisible();
      });
    }

    test('opens it when pressed the moment it shows, the pointer resting on it', async ({
      signedInPage: page,
    }) => {
      await openWorkplace(page, control, true);
      await page.reload();
      await expect(control.button(page)).toBeVisible();
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await expect(control.opened(page)).toBeVisible();
    });
  });
}

test('a press dragged off the button opens nothing, and the next press opens it', async ({
  signedInPage: page,
}) => {
  const control = CONTROLS[0]!;
  const at = await openWorkplace(page, control, false);
  const code = await holdConsoleCode(page);
  await moveIn(page, at);
  await page.mouse.down();
  await code.deliver();
  await page.mouse.move(at.x, at.y + 200, { steps: 3 });
  await page.mouse.up();
  await expect(control.opened(page)).toBeHidden();
  await control.button(page).click();
  await expect(control.opened(page)).toBeVisible();
});
