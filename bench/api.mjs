// API throughput of the built server (pnpm --filter @site/server build first): starts it on a free loopback port
// with a fresh embedded database, logs in as the demo admin, and runs autocannon (50 connections, 10 s) against
// GET /api/notices and POST /api/user/info. Prints req/s, p50 and p99; exits 1 when the notice list misses its goal.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';

const root = findRepoRoot(import.meta.dirname);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const GOAL = { path: '/api/notices', minRps: 5000, maxP99: 30 };

function run(options) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

function summary(name, result) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// Figures of the steady state of one process: the embedded database, limits counted in memory.
const server = await startServer({ root, env: { NODE_ENV: 'development' }, echoStderr: true }).catch(
  (error) => {
    console.error(error.message);
    process.exit(2);
  },
);
const baseUrl = server.url;

let exitCode = 0;
try {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { code, data } = await login.json();
  if (code !== 0) throw new Error('demo admin login failed');
  const authorization = `Bearer ${data.token}`;

  // Warm the JIT and the caches so the figures describe the steady state.
  await autocannon({ url: `${baseUrl}/api/notices`, connections: 10, duration: 2 });

  const results = [
    summary('GET /api/notices', await run({ url: `${baseUrl}/api/notices` })),
    summary(
      'POST /api/user/info',
      await run({ url: `${baseUrl}/api/user/info`, method: 'POST', headers: { authorization } }),
    ),
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs, ${process.version}`,
  );
  console.table(results);

  const notices = results[0];
  const met =
    notices.requestsPerSecond >= GOAL.minRps && notices.p99Ms <= GOAL.maxP99 && notices.non2xx === 0;
  console.log(
    `goal GET ${GOAL.path} >= ${GOAL.minRps} req/s with p99 <= ${GOAL.maxP99} ms: ${met ? 'met' : 'MISSED'}`,
  );
  if (!met) exitCode = 1;
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'api.json'),
    `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
