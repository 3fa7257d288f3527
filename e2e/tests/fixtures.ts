import { test as base, expect, type BrowserContext } from '@playwright/test';

export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export const phoneProfile = {
  userAgent: PHONE_USER_AGENT,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export const desktopProfile = {
  userAgent: DESKTOP_USER_AGENT,
  viewport: { width: 1280, height: 800 },
};

/** Requests to any host but the test server: answered locally (no network here), and recorded. */
async function interceptExternal(context: BrowserContext, external: string[]) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    external.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
}

export const test = base.extend<{ externalRequests: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  externalRequests: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, externalRequests }, use) => {
    await interceptExternal(context, externalRequests);
    await use(context);
  },
});

/**
 * Signs the browser in with a session the API opened, the way a returning staff member arrives: the session cookie
 * (HttpOnly) and the signed-in mark beside it, as the server sets them. No token is stored where a script reads it.
 */
export async function signInBrowser(
  context: BrowserContext,
  token: string,
  url = base.info().project.use.baseURL!,
): Promise<void> {
  await context.addCookies([
    { name: 'site-session', value: token, url, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed-in', value: '1', url, sameSite: 'Strict' },
  ]);
}

export { expect };
