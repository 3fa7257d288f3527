// Page weight and Lighthouse figures per page, on the production build.
// Usage: node bench/page-weight.mjs [--no-build] [--no-lighthouse] [--runs=N] [--page=/path ...] [--root=<checkout>]
// --root measures (and builds, without --no-build) another checkout than this one.
// Lighthouse runs N times a page (default 3) and the median run is reported, as Lighthouse advises: one run varies
// with whatever else the machine is doing.
//
// The mobile profile stands for a mid-tier phone. Lighthouse gets there by slowing the CPU 4x, a factor meant for a
// fast desktop; on a slower or busy machine 4x emulates a much slower phone, and Lighthouse warns that the score
// suffers. Its throttling guide says to calibrate the factor to the machine's benchmark index instead, which this
// bench does before every run (Lighthouse's own benchmark, its calculator's formula: cpuMultiplier in
// lib/lighthouse.mjs). --cpu-multiplier=4 forces a fixed factor.
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { cpuPinning } from './lib/cpu-pinning.mjs';
import { CHROMIUM, FLAGS, contentVisible, login, measureTransfer } from './lib/browser.mjs';
import { lighthouseRun, medianFigures } from './lib/lighthouse.mjs';

// Goals: /home (issue: player pages) Lighthouse mobile >= 90; /user >= 95; /login >= 90; the console workplace,
// logged in: Lighthouse mobile >= 90 and desktop >= 98, its JS <= 250 KB compressed.
// "Content visible" on the workplace: the greeting with the user's name and the drawn chart of its first panel.
const WORKPLACE = {
  path: '/dashboard/workplace',
  profile: 'desktop',
  loggedIn: true,
  budgetKb: 250,
  visibleWhen: ['[data-testid="welcome"]', '[data-testid="content-chart"] canvas'],
};

const pages = [
  { path: '/home', profile: 'desktop', budgetKb: 200, lighthouse: 'mobile' },
  { path: '/home/m', profile: 'phone', budgetKb: 200, lighthouse: 'mobile' },
  { path: '/user', profile: 'desktop', budgetKb: 150, lighthouse: 'mobile' },
  { path: '/login', profile: 'desktop', budgetKb: 250, lighthouse: 'mobile' },
  { ...WORKPLACE, lighthouse: 'desktop' },
  { ...WORKPLACE, lighthouse: 'mobile' },
];

const args = new Set(process.argv.slice(2));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 3;
const multiplierArg = process.argv.find((arg) => arg.startsWith('--cpu-multiplier='));
const FIXED_MULTIPLIER = multiplierArg ? Number(multiplierArg.slice('--cpu-multiplier='.length)) : undefined;
const root = findRepoRoot(import.meta.dirname);
const rootArg = process.argv.find((arg) => arg.startsWith('--root='));
const buildRoot = rootArg ? path.resolve(rootArg.slice('--root='.length)) : root;
// --page=/user (repeatable) measures only the pages named.
const only = process.argv
  .filter((arg) => arg.startsWith('--page='))
  .map((arg) => arg.slice('--page='.length));

function buildFirst() {
  const result = spawnSync('node', ['scripts/build-all.mjs'], { cwd: buildRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

async function runLighthouse(origin, page, token) {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    results.push(await lighthouseRun(origin, page, { token, fixedMultiplier: FIXED_MULTIPLIER }));
  }
  return medianFigures(page, results);
}

async function main() {
  if (!args.has('--no-build')) buildFirst();
  // The server and the browser on cores of their own (lib/cpu-pinning.mjs), once the build has had both.
  const pinning = cpuPinning();
  pinning.pinSelf();
  console.log(pinning.describe());
  const server = await startServer({ root: buildRoot, echoStderr: true, launcher: pinning.launcher });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = [];
  try {
    const token = await login(server.url);
    for (const page of pages.filter((candidate) => only.length === 0 || only.includes(candidate.path))) {
      const transfer = await measureTransfer(browser, server.url, page, token);
      const visible = page.visibleWhen ? await contentVisible(browser, server.url, page, token) : {};
      const lh = args.has('--no-lighthouse') ? undefined : await runLighthouse(server.url, page, token);
      rows.push({ ...page, ...transfer, ...visible, lh });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  // "sent" is what the browser received (brotli, headers included); "gzip" is the same scripts gzip-compressed,
  // the unit of the budgets.
  const widths = [30, 9, 11, 11, 10, 11, 14, 7, 8, 7, 10];
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 8)).join(' ');
  console.log(
    `\n${line(['page (profile, Lighthouse)', 'requests', 'JS sent KB', 'JS gzip KB', 'budget KB', 'visible ms', 'LH', 'LCP s', 'TBT ms', 'CLS', 'CPU'])}`,
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
        row.visibleMs ?? '-',
        row.lh ? `${row.lh.score} (${row.lh.scores.join('/')})` : '-',
        row.lh ? row.lh.lcp.toFixed(2) : '-',
        row.lh ? Math.round(row.lh.tbt) : '-',
        row.lh ? row.lh.cls.toFixed(3) : '-',
        row.lh ? `${row.lh.cpuMultiplier.toFixed(1)}x/${row.lh.benchmarkIndex}` : '-',
      ]),
    );
  }
  console.log(
    '\nvisible: the main content on screen, from navigation start, unthrottled, a fresh context, median of 5 ' +
      '(the workplace: its greeting and its first chart drawn). ' +
      'LH: the median run and, in brackets, every run. CPU: the CPU slowdown of the median run and the ' +
      'benchmark index Lighthouse measured in it (see the top of this file).',
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/page-weight.json'), JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
