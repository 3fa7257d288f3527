// What syncing each commit to the disk costs the embedded database: acknowledged writes per second (POST
// /customer/MailCol, each a new pre-registration) with EMBEDDED_DATABASE_FSYNC=false (a commit reaches the kernel
// only, as before issue 18) and true (the default: the commit's WAL is fsynced before the answer), in one run, on
// the same disk. Runs the server from its source (tsx), each time on a fresh data folder under the system's temp
// folder, or under BENCH_DATA_ROOT (to measure the disk the data will live on).
// Usage: node bench/durable-writes.mjs   (BENCH_DURATION=10 seconds per run, BENCH_CONNECTIONS=10)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataRoot = process.env.BENCH_DATA_ROOT ?? os.tmpdir();

/** The server from its source on a fresh data folder under dataRoot, which goes with it. */
async function startWritingServer(fsync) {
  const dataDir = mkdtempSync(path.join(dataRoot, 'site-bench-writes-'));
  const server = await startServer({
    root: findRepoRoot(import.meta.dirname),
    entry: 'source',
    dataDir,
    timeoutMs: 180_000,
    echoStderr: true,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      EMBEDDED_DATABASE_FSYNC: String(fsync),
      MAILCOL_RATE_LIMIT_PER_IP: '100000000',
    },
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(fsync) {
  const server = await startWritingServer(fsync);
  try {
    let n = 0;
    const run = (duration) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/customer/MailCol',
            headers: { 'content-type': 'application/json' },
            // Every request registers a new address, so every one is a committed insert.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                email: `bench-${fsync}-${n++}@example.com`,
                platform: 'pc',
                source: 'home',
              }),
            }),
          },
        ],
      });
    await run(2);
    const result = await run(DURATION);
    return {
      EMBEDDED_DATABASE_FSYNC: fsync,
      writesPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await server.stop();
  }
}

const results = [await measure(false), await measure(true)];
console.log(
  `\nPOST /customer/MailCol, ${CONNECTIONS} connections, ${DURATION} s each, data in ${dataRoot}, ` +
    `${os.cpus().length} CPUs, ${process.version}`,
);
console.table(results);
const [unsynced, synced] = results;
console.log(
  `fsync per commit: ${synced.writesPerSecond} writes/s against ${unsynced.writesPerSecond} without ` +
    `(${Math.round((100 * synced.writesPerSecond) / unsynced.writesPerSecond)} %)`,
);
process.exit(results.some((r) => r.non2xx > 0 || r.errors > 0) ? 1 : 0);
