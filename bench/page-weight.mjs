// Page weight and Lighthouse figures per page, on the production build.
// Usage: node bench/page-weight.mjs [--no-build] [--no-lighthouse] [--runs=N] [--page=/path ...]
// Lighthouse runs N times a page (default 3) and the median run is reported, as Lighthouse advises: one run varies
// with whatever else the machine is doing.
//
// The mobile profile stands for a mid-tier phone. Lighthouse gets there by slowing the CPU 4x, a factor meant for a
// fast desktop; on a slower or busy machine 4x emulates a much slower phone, and Lighthouse warns that the score
// suffers. Its throttling guide says to calibrate the factor to the machine's benchmark index instead, which this
// bench does before every run (Lighthouse's own benchmark, its calculator's formula; see cpuMultiplier below).
// --cpu-multiplier=4 forces a fixed factor.
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
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

// Goals: /home (issue: player pages) Lighthouse mobile >= 90; /user >= 95; /login >= 90; the console workplace,
// logged in, Lighthouse desktop >= 95.
const pages = [
  { path: '/home', profile: 'desktop', budgetKb: 200, lighthouse: 'mobile' },
  { path: '/home/m', profile: 'phone', budgetKb: 200, lighthouse: 'mobile' },
  { path: '/user', profile: 'desktop', budgetKb: 150, lighthouse: 'mobile' },
  { path: '/login', profile: 'desktop', budgetKb: 250, lighthouse: 'mobile' },
  { path: '/dashboard/workplace', profile: 'desktop', loggedIn: true, lighthouse: 'desktop' },
];

const args = new Set(process.argv.slice(2));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 3;
const multiplierArg = process.argv.find((arg) => arg.startsWith('--cpu-multiplier='));
const FIXED_MULTIPLIER = multiplierArg ? Number(multiplierArg.slice('--cpu-multiplier='.length)) : undefined;
// --page=/user (repeatable) measures only the pages named.
const only = process.argv
  .filter((arg) => arg.startsWith('--page='))
  .map((arg) => arg.slice('--page='.length));

/** A session of the seeded administrator, as the console stores it after a login. */
async function login(origin) {
  const response = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`the bench could not log in: ${body.msg}`);
  return body.data.token;
}

function buildFirst() {
  const result = spawnSync('node', ['scripts/build-all.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

/** JS bytes as transferred (compressed) and the request count of a first load, in a real browser. */
async function measureTransfer(browser, origin, page, token) {
  const context = await browser.newContext(
    page.profile === 'phone'
      ? { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1350, height: 940 } },
  );
  if (page.loggedIn) {
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
  }
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

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from its Lighthouse benchmark index, as Lighthouse's
 * throttling guide and its CPU throttling calculator give it: 4x at an index of about 1533 (the fast desktop the
 * default assumes), 3x at 1300, 2x at 800, 1x at 150.
 */
function cpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** One Lighthouse run in a fresh browser; a logged-in page gets the session in its storage first. */
async function lighthouseRun(origin, page, token) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const tab = await browser.contexts()[0].newPage();
    await tab.goto(`${origin}/favicon.svg`);
    if (page.loggedIn) await tab.evaluate((value) => localStorage.setItem('token', value), token);
    // Measured in the browser that runs Lighthouse, just before the run, so a busy moment is measured too.
    const benchmarkIndex =
      page.lighthouse === 'mobile' && FIXED_MULTIPLIER === undefined
        ? await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
        : undefined;
    await tab.close();
    await browser.close();
    const multiplier = FIXED_MULTIPLIER ?? (benchmarkIndex ? cpuMultiplier(benchmarkIndex) : undefined);
    const settings = {
      onlyCategories: ['performance'],
      blockedUrlPatterns: EXTERNAL,
      // Keeps the session written above; storage is fresh anyway, as every run has its own browser profile.
      disableStorageReset: Boolean(page.loggedIn),
      // The desktop profile does not slow the CPU at all.
      ...(page.lighthouse === 'mobile' && multiplier
        ? { throttling: { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier: multiplier } }
        : {}),
      output: 'json',
      logLevel: 'error',
    };
    const result = await lighthouse(
      origin + page.path,
      { port: chrome.port, ...settings },
      page.lighthouse === 'desktop' ? desktopConfig : undefined,
    );
    return { lhr: result.lhr, multiplier };
  } finally {
    await chrome.kill();
  }
}

async function runLighthouse(origin, page, token) {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) results.push(await lighthouseRun(origin, page, token));
  // A run that recorded no paint (Lighthouse lost the trace) has no figures to take a median of.
  const runs = filterToValidRuns(results.map((result) => result.lhr));
  if (runs.length === 0) throw new Error(`no Lighthouse run of ${page.path} recorded its paints`);
  const lhr = computeMedianRun(runs);
  const multiplier = results.find((result) => result.lhr === lhr)?.multiplier;
  const audits = lhr.audits;
  // A logged-in page that ends on /login measured the wrong page. (Others may move by device: /home on the phone
  // profile becomes /home/m.)
  if (page.loggedIn && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page.path}`);
  }
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    scores: runs.map((run) => Math.round(run.categories.performance.score * 100)),
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuMultiplier: page.lighthouse === 'mobile' ? (multiplier ?? 4) : 1,
  };
}

async function main() {
  if (!args.has('--no-build')) buildFirst();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = [];
  try {
    const token = await login(server.origin);
    for (const page of pages.filter((candidate) => only.length === 0 || only.includes(candidate.path))) {
      const transfer = await measureTransfer(browser, server.origin, page, token);
      const lh = args.has('--no-lighthouse') ? undefined : await runLighthouse(server.origin, page, token);
      rows.push({ ...page, ...transfer, lh });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  // "sent" is what the browser received (brotli, headers included); "gzip" is the same scripts gzip-compressed,
  // the unit of the budgets.
  const widths = [30, 9, 11, 11, 10, 14, 7, 8, 7, 10];
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 8)).join(' ');
  console.log(
    `\n${line(['page (profile, Lighthouse)', 'requests', 'JS sent KB', 'JS gzip KB', 'budget KB', 'LH', 'LCP s', 'TBT ms', 'CLS', 'CPU'])}`,
  );
  for (const row of rows) {
    const budget = row.budgetKb ? `${row.budgetKb} ${row.gzipKb <= row.budgetKb ? 'ok' : 'OVER'}` : '-';
    console.log(
      line([
        `${row.path} (${row.profile}, ${row.lighthouse})`,
        row.requests,
        row.jsKb.toFixed(1),
        row.gzipKb.toFixed(1),
        budget,
        row.lh ? `${row.lh.score} (${row.lh.scores.join('/')})` : '-',
        row.lh ? row.lh.lcp.toFixed(2) : '-',
        row.lh ? Math.round(row.lh.tbt) : '-',
        row.lh ? row.lh.cls.toFixed(3) : '-',
        row.lh ? `${row.lh.cpuMultiplier.toFixed(1)}x/${row.lh.benchmarkIndex}` : '-',
      ]),
    );
  }
  console.log(
    '\nLH: the median run and, in brackets, every run. CPU: the CPU slowdown of the median run and the ' +
      'benchmark index Lighthouse measured in it (see the top of this file).',
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/page-weight.json'), JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
