// API throughput of the built server (npm run build first): starts it on a free loopback port with a fresh embedded
// database (and, when PostgreSQL is installed, again on a throwaway PostgreSQL cluster), logs in as the demo admin,
// and runs autocannon (50 connections, BENCH_DURATION s each) against the public notice list and the signed-in
// calls of the console's workplace. Prints req/s, p50 and p99 per call and engine.
//
// BENCH_BASELINE_ROOT=<another checkout, built> runs the same calls against that checkout's server too, alternated
// with this one's in the same run, so that a change is measured against what it replaces on the same noisy machine.
// Exits 1 when a goal is missed by this checkout's server.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { startTestPostgres } from '../scripts/lib/postgres.mjs';
import { adminToken } from './lib/admin-token.mjs';

const root = findRepoRoot(import.meta.dirname);
const baselineRoot = process.env.BENCH_BASELINE_ROOT;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

// The calls and their goals: the public list, and what a signed-in console page asks (the workplace's data).
const CALLS = [
  { name: 'GET /api/notices', path: '/api/notices', goal: { minRps: 5000, maxP99: 30 } },
  { name: 'POST /api/user/info', path: '/api/user/info', method: 'POST', signedIn: true },
  { name: 'GET /api/workplace/summary', path: '/api/workplace/summary', signedIn: true },
  { name: 'GET /api/content-data', path: '/api/content-data', signedIn: true },
  { name: 'GET /api/popular/list', path: '/api/popular/list?type=text', signedIn: true },
];
const SIGNED_IN_GOAL = { minRps: 5000, maxP99: 20 };

async function login(baseUrl) {
  return `Bearer ${await adminToken(baseUrl)}`;
}

/** One server of one checkout on one engine, signed in and warmed. */
async function serve(label, checkout, env) {
  const server = await startServer({
    root: checkout,
    env: { NODE_ENV: 'development', ...env },
    echoStderr: true,
  });
  const authorization = await login(server.url);
  for (const call of CALLS) {
    await autocannon({
      url: `${server.url}${call.path}`,
      method: call.method ?? 'GET',
      headers: call.signedIn ? { authorization } : {},
      connections: 10,
      duration: 1,
    });
  }
  return { label, server, authorization };
}

async function measure(target, call) {
  const result = await autocannon({
    url: `${target.server.url}${call.path}`,
    method: call.method ?? 'GET',
    headers: call.signedIn ? { authorization: target.authorization } : {},
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return {
    call: call.name,
    server: target.label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const engines = [{ engine: 'pglite', env: () => ({}) }];
const clusters = [];
if (process.env.BENCH_POSTGRES !== '0') {
  const first = startTestPostgres(55501);
  if (first) {
    clusters.push(first);
    const second = baselineRoot ? startTestPostgres(55502) : undefined;
    if (second) clusters.push(second);
    engines.push({
      engine: 'postgres',
      env: (index) => ({ DATABASE_URL: clusters[index].url }),
    });
  } else {
    console.log('PostgreSQL is not installed: measuring the embedded database only');
  }
}

let exitCode = 0;
const rows = [];
try {
  for (const { engine, env } of engines) {
    const targets = [await serve('this checkout', root, env(0))];
    if (baselineRoot) targets.push(await serve('baseline', baselineRoot, env(1)));
    try {
      for (const call of CALLS) {
        // Alternate the servers so that the machine's noise falls on both alike.
        for (const target of targets) rows.push({ engine, ...(await measure(target, call)) });
      }
    } finally {
      for (const target of targets) await target.server.stop();
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs, ${process.version}`,
  );
  console.table(rows);

  for (const row of rows.filter((r) => r.server === 'this checkout')) {
    const call = CALLS.find((c) => c.name === row.call);
    const goal = call.goal ?? (call.signedIn ? SIGNED_IN_GOAL : undefined);
    if (!goal) continue;
    const met = row.requestsPerSecond >= goal.minRps && row.p99Ms <= goal.maxP99 && row.non2xx === 0;
    console.log(
      `goal ${row.call} on ${row.engine} >= ${goal.minRps} req/s with p99 <= ${goal.maxP99} ms: ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) exitCode = 1;
  }
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'api.json'),
    `${JSON.stringify({ date: new Date().toISOString(), results: rows }, null, 2)}\n`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const cluster of clusters) cluster.stop();
}
process.exit(exitCode);
