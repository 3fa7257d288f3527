// The browser's own work on a page's first load, from a Chromium trace: parsing, style, layout and paint on the main
// thread, in milliseconds, and the longest single layout. Lighthouse's simulated blocking time on this shared machine
// swings by seconds between runs (its own benchmark index moves 10x); this figure is the part of it a stylesheet or
// the document decides (a chart's layout, CJK text shaping), measured the same way for each build, runs alternated.
//
// Usage: node bench/first-layout.mjs [--root=[label=]<checkout> ...] [--path=/home/questionnaire-report] [--runs=8]
//          [--device=phone|desktop] [--cpu=1] [--server-cpus=0] [--browser-cpus=1]
// A root is a built checkout (npm run build there); by default this one. The servers run on --server-cpus and the
// browser on --browser-cpus (taskset), so that neither takes the other's core.
import { chromium } from 'playwright-core';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { CHROMIUM, FLAGS, blockExternal, profiles } from './lib/browser.mjs';
import { rootsFrom } from './lib/roots.mjs';
import { loadAverage } from './lib/load-average.mjs';
import { cpuPinning } from './lib/cpu-pinning.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PATH = option('path', '/home/questionnaire-report');
const RUNS = Number(option('runs', 8));
const DEVICE = option('device', 'phone');
const CPU = Number(option('cpu', 1));
const pinning = cpuPinning();

const roots = rootsFrom(args, findRepoRoot(import.meta.dirname));

// Main-thread events of the renderer that the document and its styles cost (scripts are counted by other benches).
const KINDS = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
};

async function oneLoad(browser, origin) {
  const context = await browser.newContext({ ...profiles[DEVICE] });
  try {
    await blockExternal(context);
    const page = await context.newPage();
    if (CPU > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    }
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await page.goto(`${origin}${PATH}`, { waitUntil: 'load' });
    // What the browser lays out once the page is shown (content skipped until it is near the screen) is counted too.
    await page.waitForTimeout(1_000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const figures = { parse: 0, style: 0, layout: 0, paint: 0, longestLayout: 0 };
    for (const event of trace.traceEvents) {
      const kind = event.ph === 'X' ? KINDS[event.name] : undefined;
      if (!kind) continue;
      const ms = (event.dur ?? 0) / 1000;
      figures[kind] += ms;
      if (kind === 'layout') figures.longestLayout = Math.max(figures.longestLayout, ms);
    }
    return figures;
  } finally {
    await context.close();
  }
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

const servers = [];
try {
  for (const root of roots) {
    servers.push(
      await startServer({
        root: root.dir,
        echoStderr: true,
        timeoutMs: 600_000,
        launcher: pinning.launcher,
      }),
    );
  }
  // This process and the browser it starts on their own core (the servers were started on theirs).
  pinning.pinSelf();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  console.log(
    `${PATH} on a ${DEVICE}, CPU ${CPU}x, ${RUNS} loads per build alternated; ${pinning.describe()}; ` +
      `load average at the start ${loadAverage()}`,
  );
  const runs = roots.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 ? [...roots.keys()].reverse() : [...roots.keys()];
    for (const index of order) runs[index].push(await oneLoad(browser, servers[index].url));
  }
  await browser.close();
  console.log('build       parse ms  style ms  layout ms  paint ms  longest layout ms  (medians)');
  roots.forEach((root, index) => {
    const of = (name) =>
      median(runs[index].map((figures) => figures[name]))
        .toFixed(0)
        .padStart(8);
    console.log(
      `${root.label.padEnd(10)} ${of('parse')}  ${of('style')}  ${of('layout')} ${of('paint')}  ${of('longestLayout')}`,
    );
  });
  console.log(`load average at the end ${loadAverage()}`);
} finally {
  for (const server of servers) await server.stop();
}
