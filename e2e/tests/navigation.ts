import { type Page, expect } from '@playwright/test';

/**
 * Waits for the page's scripts to have rendered it: a player or legal page first shows the server's first view (its
 * styles sit in the root element), which the host's render replaces. Never true on a static page (a legal document
 * opened at its public address), which runs no application.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root > style')).toHaveCount(0);
  await expect(page.locator('#root > *').first()).toBeAttached();
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
