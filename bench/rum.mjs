// Real-user reports: how fast the server takes them, what a flood of them does to the API, and what reporting costs
// a page. Usage: node bench/rum.mjs (after npm run build). BENCH_DURATION seconds a measurement (default 10).
//
// 1. Ingestion: autocannon (50 connections) posting a batch of 5 reports to POST /api/rum, on PGlite and, when
//    PostgreSQL is installed, on a throwaway PostgreSQL cluster (the database is written once a minute either way).
// 2. The API under a flood: GET /api/notices alone, then at the same time as the flood of reports.
// 3. The page: /home in Chromium (desktop), with reporting on (RUM_SAMPLE_PERCENT=100) and off (0, the same build
//    without any of the reporter's code loaded), in the same run: bytes transferred (the reporter's chunk and its
//    beacon) and the main thread's script and task time (Chrome's Performance metrics), median of 5 loads each.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { startTestPostgres } from '../scripts/lib/postgres.mjs';
import { CHROMIUM, FLAGS, blockExternal } from './lib/browser.mjs';

const root = findRepoRoot(import.meta.dirname);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LOADS = 5;

async function serve(env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rum-'));
  return startServer({
    root,
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      REMOTE_STORE_DIR: path.join(root, '.data/remotes'),
      // A flood from one address is what the limit refuses; the bench measures the work of taking them.
      RUM_RATE_LIMIT_PER_IP: '100000000',
      ...env,
    },
    echoStderr: true,
  });
}

async function batchFor(url) {
  const index = await (await fetch(`${url}/remotes.json`)).json();
  const player = index.remotes.find((remote) => remote.name === 'player').version;
  const report = (i) => ({
    page: '/home',
    remote: 'player',
    versions: { player },
    lcp: 800 + i * 300,
    inp: 40 + i * 20,
    cls: 0.01 * i,
    errors: i === 4 ? [{ remote: 'player', kind: 'boundary' }] : [],
  });
  return JSON.stringify({ reports: [0, 1, 2, 3, 4].map(report) });
}

const figures = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

function flood(url, body, duration = DURATION) {
  return autocannon({
    url: `${url}/api/rum`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
    connections: 50,
    duration,
  });
}

async function ingestion(label, env) {
  const server = await serve(env);
  try {
    const body = await batchFor(server.url);
    await flood(server.url, body, 1);
    const reports = figures(await flood(server.url, body));
    const apiAlone = figures(
      await autocannon({ url: `${server.url}/api/notices`, connections: 10, duration: DURATION }),
    );
    const [apiDuringFlood] = await Promise.all([
      autocannon({ url: `${server.url}/api/notices`, connections: 10, duration: DURATION }),
      flood(server.url, body),
    ]);
    return {
      engine: label,
      postRum: reports,
      notices: apiAlone,
      noticesDuringFlood: figures(apiDuringFlood),
    };
  } finally {
    await server.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function pageCost(samplePercent) {
  const server = await serve({ RUM_SAMPLE_PERCENT: String(samplePercent) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const runs = [];
  try {
    for (let i = 0; i < LOADS + 1; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await blockExternal(context);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      let bytes = 0;
      await cdp.send('Network.enable');
      cdp.on('Network.loadingFinished', (event) => {
        bytes += event.encodedDataLength;
      });
      await page.goto(`${server.url}/home`, { waitUntil: 'load' });
      // The page's own start (after a quiet moment), the reporter's idle load, and a beacon when hidden.
      await page.waitForTimeout(4000);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.waitForTimeout(300);
      const metrics = Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
      );
      if (i > 0) {
        runs.push({
          bytes,
          scriptMs: metrics.ScriptDuration * 1000,
          taskMs: metrics.TaskDuration * 1000,
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return {
    reporting: samplePercent > 0 ? 'on' : 'off',
    transferredKb: Math.round(median(runs.map((run) => run.bytes)) / 102.4) / 10,
    scriptMs: Math.round(median(runs.map((run) => run.scriptMs))),
    mainThreadTaskMs: Math.round(median(runs.map((run) => run.taskMs))),
  };
}

const results = { ingestion: [], page: [] };
results.ingestion.push(await ingestion('pglite', {}));
const postgres = startTestPostgres(Number(process.env.BENCH_PG_PORT ?? 55442));
if (postgres) {
  try {
    results.ingestion.push(await ingestion('postgres', { DATABASE_URL: postgres.url }));
  } finally {
    postgres.stop();
  }
}
results.page.push(await pageCost(0), await pageCost(100));
const [off, on] = results.page;
results.pageCostOfReporting = {
  transferredKb: Math.round((on.transferredKb - off.transferredKb) * 10) / 10,
  scriptMs: on.scriptMs - off.scriptMs,
  mainThreadTaskMs: on.mainThreadTaskMs - off.mainThreadTaskMs,
};
console.log(JSON.stringify(results, null, 2));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/rum.json'), `${JSON.stringify(results, null, 2)}\n`);
