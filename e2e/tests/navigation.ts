import type { Page } from '@playwright/test';

/** Client-side navigation, as a link click would do it: the page (and its loaded remotes) stays. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export function pathWithQuery(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
