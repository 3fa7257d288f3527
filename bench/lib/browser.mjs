// The browser the benches drive, the two device profiles and what a first load of a page transfers.
import { gzipSync } from 'node:zlib';
import { adminToken } from './admin-token.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// Third-party hosts the pages may name (tag manager, tracking script): never reached from a bench.
export const EXTERNAL = ['*googletagmanager.com*', '*games-provider.example*'];

export const profiles = {
  phone: { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
};

/** Requests to any host but the bench's own server are refused, so a figure never waits on the network. */
export async function blockExternal(context) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

/** A session of the seeded administrator, opened through the API (a bearer token, no cookie). */
export { adminToken as login };

/**
 * The cookies a returning staff member arrives with: the session (HttpOnly, as the server sets it) and the readable
 * signed-in mark beside it (server/API.md, "Authentication").
 */
export function sessionCookies(origin, token) {
  return [
    { name: 'site-session', value: token, url: origin, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed-in', value: '1', url: origin, sameSite: 'Strict' },
  ];
}

/** Signs a browser context in as a returning staff member arrives. */
export async function signIn(context, origin, token) {
  await context.addCookies(sessionCookies(origin, token));
}

/**
 * Signs a context in for a logged-in page: with the session cookies, or, for an app that keeps its token in
 * localStorage (`page.storage`: key to value), by writing it there before any of the page's own scripts run.
 */
export async function signInFor(context, origin, page, token) {
  if (!page.loggedIn) return;
  if (page.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, page.storage);
  } else await signIn(context, origin, token);
}

/**
 * JS bytes as transferred (compressed), the script and request counts of a first load, in a real browser.
 */
export async function measureTransfer(browser, origin, page, token) {
  const context = await browser.newContext(profiles[page.profile]);
  await signInFor(context, origin, page, token);
  await blockExternal(context);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const scripts = new Map();
  let jsBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(500);
  const finalPath = new URL(tab.url()).pathname;
  await context.close();
  // The same scripts as gzip (the server sends brotli to browsers that take it, which is smaller).
  let gzipBytes = 0;
  for (const url of new Set(scripts.values())) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const length = Number(response.headers.get('content-length'));
    gzipBytes += length > 0 ? length : gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return {
    jsKb: jsBytes / 1024,
    gzipKb: gzipBytes / 1024,
    requests,
    scripts: new Set(scripts.values()).size,
    finalPath,
  };
}

/**
 * A slow phone's network and CPU for a tab, in the browser itself (DevTools throttling: every request really waits
 * and is really slowed, where Lighthouse's default only simulates it): `{ latencyMs, downKbps, upKbps, cpu }`.
 */
export const SLOW_4G = { latencyMs: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };

export async function slowDown(context, tab, { latencyMs, downKbps, upKbps, cpu }) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (downKbps * 1024) / 8,
    uploadThroughput: (upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/**
 * When the page's main content is on screen, in ms from navigation start: a fresh context (nothing cached), the
 * median of `runs`, unthrottled unless `throttle` says how (see slowDown). `page.visibleWhen` must all match visible
 * elements (a CSS selector, or `{ css, text }`: the element must also contain the text); the time is taken in the
 * page, at the first animation frame where they do, so the bench's own round trips do not count.
 */
export async function contentVisible(browser, origin, page, token, runs = 5, { throttle } = {}) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext(profiles[page.profile]);
    await signInFor(context, origin, page, token);
    await blockExternal(context);
    const tab = await context.newPage();
    if (throttle) await slowDown(context, tab, throttle);
    await tab.addInitScript((conditions) => {
      const check = () => {
        const shown = conditions.every((condition) => {
          const { css, text } = typeof condition === 'string' ? { css: condition } : condition;
          const element = document.querySelector(css);
          return (
            element?.checkVisibility() &&
            element.getBoundingClientRect().height > 0 &&
            (text === undefined || element.textContent.includes(text))
          );
        });
        if (shown) window.__contentVisibleAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, page.visibleWhen);
    await tab.goto(origin + page.path);
    const at = await tab.waitForFunction(() => window.__contentVisibleAt, null, { timeout: 30_000 });
    times.push(Math.round(await at.jsonValue()));
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { visibleMs: sorted[Math.floor(sorted.length / 2)], visibleRuns: times };
}
