// Figures of the production shape on this machine (npm run build first): PostgreSQL, Redis and instances of the built
// server behind nginx with deploy/nginx's files (tooling/test-kit/cluster.mjs).
//
// 1. Throughput: pages (GET /home, its first view kept) and API reads (GET /api/notices) a second through nginx, with
//    one and with three instances: autocannon, --connections for --duration s each.
// 2. Faults, three instances under the fault tests' mixed load (page views, API reads, logins, pre-registrations,
//    notice edits): a rolling deploy, kill -9 of an instance, PostgreSQL restarted, Redis stopped. For each: the
//    load's p99 during the fault, the requests that failed, and the time to recover.
//
// The cluster runs on --server-cpus (default 0) and the load on --load-cpus (default 1), pinned with taskset: on this
// two-core machine that gives the cluster one core. Prints the load average before and after, and writes
// bench/results/cluster.json. Options: --duration=<s> (10), --connections=<n> (50), --no-faults, --no-throughput.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '@site/test-kit/cluster';
import { killAndRestart, restartPostgres, rollingRestart, stopRedis } from '@site/test-kit/cluster-faults';
import { createNotice, signIn, startMixedLoad, summarize } from '@site/test-kit/mixed-load';
import { findRepoRoot } from '@site/test-kit/start-server';
import { loadAverage as loadAverageOf } from './lib/load-average.mjs';

const root = findRepoRoot(import.meta.dirname);
const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(option('duration', 10));
const CONNECTIONS = Number(option('connections', 50));
const SERVER_CPUS = option('server-cpus', '0');
const LOAD_CPUS = option('load-cpus', '1');
const ENV = { LOGIN_RATE_LIMIT_GLOBAL: '100000' };

const autocannonBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);
const loadAverage = () => loadAverageOf();

/** Every process under `pids` (their children, theirs, ...), from /proc. */
function withDescendants(pids) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid ...": the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const all = new Set();
  const visit = (pid) => {
    if (all.has(pid)) return;
    all.add(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  for (const pid of pids) visit(pid);
  return [...all];
}

/** Pins every thread of the cluster's processes to the server's CPUs (processes they start later inherit it). */
function pinCluster(cluster) {
  for (const pid of withDescendants(cluster.pids())) {
    try {
      execFileSync('taskset', ['-a', '-p', '-c', SERVER_CPUS, String(pid)], { stdio: 'ignore' });
    } catch {
      // A process that ended meanwhile.
    }
  }
}

/** autocannon on the load's CPUs; its figures. */
function cannon(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'taskset',
      [
        '-c',
        LOAD_CPUS,
        process.execPath,
        autocannonBin,
        '-c',
        String(CONNECTIONS),
        '-d',
        String(DURATION),
        '-j',
        url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output);
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

/** A cluster of `instances`, pinned, with a few notices for the pages and the API to show. */
async function cluster(instances) {
  const started = await startCluster({ root, instances, env: ENV });
  pinCluster(started);
  const token = await signIn(started.url, started.admin);
  for (let i = 0; i < 5; i += 1) await createNotice(started.url, token, `Bench notice ${i}`);
  return started;
}

async function throughput() {
  const rows = [];
  for (const instances of [1, 3]) {
    const running = await cluster(instances);
    try {
      for (const [name, address] of [
        ['page GET /home', '/home'],
        ['API GET /api/notices', '/api/notices?page=1'],
      ]) {
        // Warm: every instance renders and keeps the page, reads and keeps the list.
        for (let i = 0; i < 10; i += 1)
          await fetch(`${running.url}${address}`).then((answer) => answer.text());
        rows.push({ request: name, instances, ...(await cannon(`${running.url}${address}`)) });
      }
    } finally {
      await running.stop();
    }
  }
  console.log(`\nThrough nginx: ${CONNECTIONS} connections, ${DURATION} s each`);
  console.table(rows);
  return rows;
}

/** The faults, each answering the window to judge (from, to) and its time to recover (ms). */
function scenarios(running, load) {
  const repin = () => pinCluster(running);
  return [
    {
      fault: 'rolling deploy (3 instances)',
      async run() {
        const { began, ended } = await rollingRestart(running, { onStarted: repin });
        return { from: began, to: ended, recoverMs: ended - began };
      },
    },
    {
      fault: 'kill -9 of one instance (3 s down)',
      async run() {
        const { killedAt, diedAt, restartedAt, rejoinedAt } = await killAndRestart(running, 1, {
          onStarted: repin,
        });
        // Recovered once the restarted instance is back in nginx's rotation. A failure is expected only of a request
        // that was on its way when the process died and that nginx may not send again (a write).
        const expected = (record) =>
          record.start <= diedAt &&
          record.end >= killedAt &&
          ['POST', 'PATCH', 'LOCK'].includes(record.method);
        return {
          from: killedAt,
          to: rejoinedAt,
          recoverMs: rejoinedAt - restartedAt,
          at: killedAt,
          expected,
        };
      },
    },
    {
      fault: 'PostgreSQL restarted (3 s down)',
      async run() {
        const { downAt, upAt, recoveredAt } = await restartPostgres(running, load);
        repin();
        return { from: downAt, to: recoveredAt, recoverMs: recoveredAt - upAt };
      },
    },
    {
      fault: 'Redis stopped (3 s)',
      async run() {
        const { stoppedAt, restartedAt } = await stopRedis(running);
        repin();
        // Nothing to recover from: the limits count per instance meanwhile; judged until 3 s after it is back.
        return { from: stoppedAt, to: restartedAt + 3_000, recoverMs: 0 };
      },
    },
  ];
}

async function faults() {
  const running = await cluster(3);
  const rows = [];
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    const load = await startMixedLoad({ url: running.url, admin: running.admin });
    await pause(5_000);
    const quiet = Date.now();
    await pause(5_000);
    rows.push({
      fault: 'none (5 s of the load)',
      ...summarize(load.records, { from: quiet, to: Date.now() }),
    });
    for (const { fault, run } of scenarios(running, load)) {
      const { from, to, recoverMs, at = from, expected } = await run();
      await pause(3_000);
      rows.push({ fault, ...summarize(load.records, { from, to }), recoverMs });
      // Each failure named against the fault's moment, so that it can be judged (a 503 with Retry-After while
      // PostgreSQL is down is the answer the product gives by design: counted above, not listed).
      const judged = load.records.filter(
        (r) => !r.ok && r.start >= from && r.start < to && !(r.status === 503 && r.retryAfter),
      );
      for (const record of judged) {
        const verdict = expected ? (expected(record) ? 'in flight, a write: expected' : 'NOT EXPECTED') : '';
        console.log(
          `  ${fault}: ${record.method} ${record.path} -> ${record.status || record.error}, sent ` +
            `${record.start - at} ms, answered ${record.end - at} ms after the fault ${verdict}`,
        );
      }
    }
    await load.stop();
  } finally {
    await running.stop();
  }
  console.log(
    '\nFaults under the mixed load (6 loops), three instances; failed = no answer, or not a working one',
  );
  console.table(rows);
  return rows;
}

console.log(`load average before: ${loadAverage()} (${os.cpus().length} CPUs)`);
// The load generator (this process, and what it starts before the cluster is pinned) on the load's CPUs.
execFileSync('taskset', ['-a', '-p', '-c', LOAD_CPUS, String(process.pid)], { stdio: 'ignore' });
const results = { date: new Date().toISOString(), serverCpus: SERVER_CPUS, loadCpus: LOAD_CPUS };
if (!process.argv.includes('--no-throughput')) results.throughput = await throughput();
if (!process.argv.includes('--no-faults')) results.faults = await faults();
results.loadAverageAfter = loadAverage();
console.log(`load average after: ${results.loadAverageAfter}`);
const resultsDir = path.join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'cluster.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
