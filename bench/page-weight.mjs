// Page weight and Lighthouse figures per page, on the production build.
// Usage: node bench/page-weight.mjs [--no-build] [--no-lighthouse]
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { root, startServer } from './lib/server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EXTERNAL = ['*googletagmanager.com*', '*games-provider.example*'];

const pages = [
  { path: '/home', profile: 'desktop', budgetKb: 200, lighthouse: 'mobile' },
  { path: '/home/m', profile: 'phone', budgetKb: 200, lighthouse: 'mobile' },
  { path: '/user', profile: 'desktop', budgetKb: 150, lighthouse: 'mobile' },
  { path: '/login', profile: 'desktop', budgetKb: 250, lighthouse: 'mobile' },
];

const args = new Set(process.argv.slice(2));

function buildFirst() {
  const result = spawnSync('node', ['scripts/build-all.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

/** JS bytes as transferred (compressed) and the request count of a first load, in a real browser. */
async function measureTransfer(browser, origin, page) {
  const context = await browser.newContext(
    page.profile === 'phone'
      ? { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1350, height: 940 } },
  );
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
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
  return { jsKb: jsBytes / 1024, gzipKb: gzipBytes / 1024, requests, finalPath };
}

async function runLighthouse(origin, page) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const settings = {
      onlyCategories: ['performance'],
      blockedUrlPatterns: EXTERNAL,
      output: 'json',
      logLevel: 'error',
    };
    const result = await lighthouse(
      origin + page.path,
      { port: chrome.port, ...settings },
      page.lighthouse === 'desktop' ? desktopConfig : undefined,
    );
    const audits = result.lhr.audits;
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue / 1000,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!args.has('--no-build')) buildFirst();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = [];
  try {
    for (const page of pages) {
      const transfer = await measureTransfer(browser, server.origin, page);
      const lh = args.has('--no-lighthouse') ? undefined : await runLighthouse(server.origin, page);
      rows.push({ ...page, ...transfer, lh });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  // "sent" is what the browser received (brotli, headers included); "gzip" is the same scripts gzip-compressed,
  // the unit of the budgets.
  const widths = [20, 9, 11, 11, 12, 5, 7, 8, 7];
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 8)).join(' ');
  console.log(
    `\n${line(['page (profile)', 'requests', 'JS sent KB', 'JS gzip KB', 'budget KB', 'LH', 'LCP s', 'TBT ms', 'CLS'])}`,
  );
  for (const row of rows) {
    console.log(
      line([
        `${row.path} (${row.profile})`,
        row.requests,
        row.jsKb.toFixed(1),
        row.gzipKb.toFixed(1),
        `${row.budgetKb} ${row.gzipKb <= row.budgetKb ? 'ok' : 'OVER'}`,
        row.lh?.score ?? '-',
        row.lh ? row.lh.lcp.toFixed(2) : '-',
        row.lh ? Math.round(row.lh.tbt) : '-',
        row.lh ? row.lh.cls.toFixed(3) : '-',
      ]),
    );
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/page-weight.json'), JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
