// Real-user reports: how fast the server takes them, what a flood of them does to the API, and what reporting costs
// a page. Usage: node bench/rum.mjs (after npm run build). BENCH_DURATION seconds a measurement (default 10).
//
// 1. Ingestion: autocannon (50 connections) posting a batch of 5 reports to POST /api/rum, each batch with a page
//    view token of its own (taken from /remotes.json beforehand, as pages carry them): what counting costs; and the
//    same batch again and again (one token, a replay each time): what a flood of reports that count nothing costs.
//    On PGlite and, when PostgreSQL is installed, on a throwaway PostgreSQL cluster (the database is written once a
//    minute either way).
// 2. The API under a flood: GET /api/notices alone, then at the same time as the flood of replayed reports.
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
      // A flood from one address is what the limit and the pace refuse; the bench measures the work of taking them.
      RUM_RATE_LIMIT_PER_IP: '100000000',
      RUM_VIEW_SPACING_SECONDS: '0',
      ...env,
    },
    echoStderr: true,
  });
}

// Enough page views that a run of DURATION seconds never sends one twice at the rates seen here.
const TOKENS = Number(process.env.BENCH_RUM_TOKENS ?? 40_000);

/** Page view tokens as pages get them: one /remotes.json answer each. */
async function tokensFrom(url, amount) {
  const tokens = [];
  await autocannon({
    url: `${url}/remotes.json`,
    connections: 20,
    amount,
    requests: [
      {
        method: 'GET',
        onResponse: (status, body) => {
          if (status === 200) tokens.push(JSON.parse(body).token);
        },
      },
    ],
  });
  return tokens;
}

/** Batches of five reports of the player's live version, one per token. */
async function batchesFor(url, tokens) {
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
  return tokens.map((token) => JSON.stringify({ token, reports: [0, 1, 2, 3, 4].map(report) }));
}

const figures = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** Posts the batches in turn (a batch sent again is a replay, answered 409). */
function flood(url, bodies, duration = DURATION) {
  let next = 0;
  return autocannon({
    url: `${url}/api/rum`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    connections: 50,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  });
}

async function ingestion(label, env) {
  const server = await serve(env);
  try {
    const batches = await batchesFor(server.url, await tokensFrom(server.url, TOKENS));
    const replay = [batches[0]];
    await flood(server.url, replay, 1);
    const counted = figures(await flood(server.url, batches));
    const replayed = figures(await flood(server.url, replay));
    const apiAlone = figures(
      await autocannon({ url: `${server.url}/api/notices`, connections: 10, duration: DURATION }),
    );
    const [apiDuringFlood] = await Promise.all([
      autocannon({ url: `${server.url}/api/notices`, connections: 10, duration: DURATION }),
      flood(server.url, replay),
    ]);
    return {
      engine: label,
      // non2xx: batches sent after the pool of tokens ran out (replays).
      postRumEachPageView: counted,
      postRumReplayed: replayed,
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
