import { type Page, expect } from '@playwright/test';

/**
 * Waits for the page's scripts to have taken it over: a page with a first view shows the server's markup, which React
 * then hydrates in place (the same elements), so nothing on screen tells the two apart; React's own mark on the
 * root's content does. Never true on a static page (a legal document opened at its public address), which runs no
 * application.
 */
export async function appStarted(page: Page, { reach = true } = {}): Promise<void> {
  // A page sent rendered becomes interactive when the visitor reaches for it (or, left alone, once it is quiet).
  if (reach) await page.mouse.move(1, 1);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const content = document.querySelector('#root > *');
        return content !== null && Object.keys(content).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
}

/**
 * Reaches for a page sent with its first view (a pointer move) until `started` passes. A move that comes before the
 * page listens starts nothing, so the visitor moves again, as a person would.
 */
export async function reachUntil(page: Page, started: () => Promise<void>, timeout = 30_000): Promise<void> {
  let x = 10;
  await expect(async () => {
    x = x === 10 ? 60 : 10;
    await page.mouse.move(x, x);
    await started();
  }).toPass({ timeout });
}

/** Client-side navigation, as a link click would do it: the page (and its loaded remotes) stays. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await appStarted(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export function pathWithQuery(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Avatar menu → Logout, then the login page. A menu opened while the console still settles (its user info arriving
 * re-renders the navbar) may miss the first click, as a person's would: open it again then.
 */
export async function logOutThroughMenu(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Logout' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await item.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}
