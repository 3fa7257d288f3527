// Signed-in pages sent with their data (SIGNED_IN_PAGE_DATA, docs/architecture.md "The first view") against the same
// build without it: two servers of this checkout, one with the data and one without, their runs alternating, so a
// busy machine weighs on both alike. Per workplace load, in a fresh signed-in context, unthrottled:
// - the document's time to first byte (the server reads the page's data before it answers),
// - content visible: the greeting with the user's name and the first chart drawn (versus-arco.mjs's measure),
// - the greeting's frame and the chart drawn, the name not awaited (page-weight.mjs's measure).
// Medians of --runs (default 10).
//
// Usage: node bench/signed-in-data.mjs [--runs=10] (needs this checkout built: npm run build)
import os from 'node:os';
import { chromium } from 'playwright-core';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { cpuPinning } from './lib/cpu-pinning.mjs';
import { CHROMIUM, FLAGS, blockExternal, login, profiles, signIn } from './lib/browser.mjs';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 10;
const PATH = '/dashboard/workplace';
const root = findRepoRoot(import.meta.dirname);

async function userName(origin, token) {
  const response = await fetch(`${origin}/api/user/info`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).data.name;
}

/** One load: when the document's first byte came, and when each set of conditions first held on screen. */
async function load(browser, server) {
  const context = await browser.newContext(profiles.desktop);
  await signIn(context, server.url, server.token);
  await blockExternal(context);
  const tab = await context.newPage();
  await tab.addInitScript((name) => {
    const seen = {};
    const visible = (css, text) => {
      const element = document.querySelector(css);
      return Boolean(
        element?.checkVisibility() &&
        element.getBoundingClientRect().height > 0 &&
        (text === undefined || element.textContent.includes(text)),
      );
    };
    const check = () => {
      const chart = visible('[data-testid="content-chart"] canvas');
      if (seen.frame === undefined && chart && visible('[data-testid="welcome"]'))
        seen.frame = performance.now();
      if (seen.named === undefined && chart && visible('[data-testid="welcome"]', name)) {
        seen.named = performance.now();
      }
      window.__seen = seen;
      if (seen.named === undefined) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, server.name);
  await tab.goto(server.url + PATH);
  await tab.waitForFunction(() => window.__seen?.named !== undefined, null, { timeout: 30_000 });
  const figures = await tab.evaluate(() => ({
    ttfb: performance.getEntriesByType('navigation')[0].responseStart,
    frame: window.__seen.frame,
    named: window.__seen.named,
  }));
  await context.close();
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

async function main() {
  // The servers and the browser on cores of their own (lib/cpu-pinning.mjs).
  const pinning = cpuPinning();
  pinning.pinSelf();
  console.log(pinning.describe());
  const servers = [];
  for (const [label, value] of [
    ['with data', 'true'],
    ['without', 'false'],
  ]) {
    const server = await startServer({
      root,
      env: { SIGNED_IN_PAGE_DATA: value },
      launcher: pinning.launcher,
    });
    const token = await login(server.url);
    servers.push({ label, ...server, token, name: await userName(server.url, token), runs: [] });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const loadStart = os.loadavg();
  try {
    // One load each first: the servers' first renders start their workers and read their builds.
    for (const server of servers) await load(browser, server);
    for (let i = 0; i < RUNS; i += 1) {
      const order = i % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) server.runs.push(await load(browser, server));
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  const loadEnd = os.loadavg();
  console.log(`\n${PATH}, medians of ${RUNS} alternating runs (ms from navigation start)`);
  console.log(`${'server'.padEnd(12)}${'TTFB'.padEnd(8)}${'greeting+chart'.padEnd(16)}with the name`);
  for (const server of servers) {
    const pick = (key) => median(server.runs.map((run) => run[key]));
    console.log(
      `${server.label.padEnd(12)}${String(pick('ttfb')).padEnd(8)}${String(pick('frame')).padEnd(16)}${pick('named')}`,
    );
  }
  const fmt = (load) => load.map((value) => value.toFixed(1)).join(' / ');
  console.log(
    `load average at the start ${fmt(loadStart)}, at the end ${fmt(loadEnd)} (${os.cpus().length} CPUs)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
