import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build-all.mjs';
import { staticChecks } from './check.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { pnpm, root, run, runCaptured, step } from './lib/run.mjs';
import { stepClock } from './lib/step-clock.mjs';
import { slowestReport } from './lib/slowest.mjs';
import { setup } from './setup.mjs';

// npm test: every test of the product. Installs what it needs, builds for production, runs the static checks,
// the unit tests (the server's on PGlite and, when PostgreSQL is installed, on PostgreSQL too), the cluster's fault
// tests (PostgreSQL, Redis, three instances behind nginx) and the browser tests, then prints one summary line:
// "N passed, N failed". Before it, each step's duration and the load average it ran under (also in
// .tmp/results/durations.json, beside jest's and Playwright's own reports, which time each suite and test).
const resultsDir = path.join(root, '.tmp', 'results');
const clock = stepClock();
let passed = 0;
let failed = 0;
const problems = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// jest's default on two cores is one worker (cores - 1). The server's suites spend most of their time waiting (on a
// database, a child process, a socket, a timer), so two of them share two cores well; each has its own database,
// folders and ports (server/test/helpers/test-app.ts, the test kit's freePort), so they can run side by side.
const JEST_WORKERS = String(Math.max(2, os.availableParallelism() - 1));

/** One jest run with its report kept; `quiet` keeps its output and prints it in one block when it ends. */
async function jest(name, args, env = {}, { quiet = false, workers = JEST_WORKERS } = {}) {
  const output = path.join(resultsDir, `${name}.json`);
  const [command, ...prefix] = pnpm();
  const jestArgs = [
    ...prefix,
    'exec',
    'jest',
    `--maxWorkers=${workers}`,
    '--json',
    `--outputFile=${output}`,
    ...args,
  ];
  const options = { env: { ...process.env, ...env } };
  let code;
  if (quiet) {
    const captured = await runCaptured(command, jestArgs, options);
    code = captured.code;
    step(`${name}: its output`);
    process.stdout.write(captured.output);
  } else {
    code = await run(command, jestArgs, options);
  }
  const result = readJson(output);
  if (!result) {
    failed += 1;
    problems.push(`${name}: jest did not report (exit ${code})`);
    return;
  }
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0) {
    problems.push(
      `${name}: ${result.numFailedTests} failed, ${result.numRuntimeErrorTestSuites} suites broke`,
    );
    failed += result.numRuntimeErrorTestSuites;
  }
}

async function playwright() {
  const output = path.join(resultsDir, 'playwright.json');
  const [command, ...prefix] = pnpm();
  const code = await run(command, [...prefix, '--filter', '@site/e2e', 'exec', 'playwright', 'test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const stats = readJson(output)?.stats;
  if (!stats) {
    failed += 1;
    problems.push(`browser tests did not report (exit ${code})`);
    return;
  }
  // A test that passed on its retry counts as passed; it is still listed as flaky in the output above.
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.unexpected > 0) problems.push(`browser tests: ${stats.unexpected} failed`);
}

async function main() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  try {
    await clock.time('Set-up and production build', async () => {
      await setup();
      ensureChromium();
      await buildAll();
    });
  } catch (error) {
    problems.push(`set-up or build failed: ${error.message}`);
    failed += 1;
    return;
  }

  for (const name of await clock.time('Static checks', staticChecks)) {
    problems.push(`${name} failed`);
    failed += 1;
  }

  // Limits that several instances share through Redis are tested against a real one when it is installed.
  // Imported here: it reads the test kit, a workspace package that exists only once setup() has installed it.
  const { startTestRedis } = await import('./lib/redis.mjs');
  const redis = await startTestRedis().catch((error) => {
    problems.push(`Redis could not start: ${error.message}`);
    failed += 1;
    return undefined;
  });
  if (!redis)
    console.log('\nRedis is not installed here: the tests of limits shared through Redis are skipped.');
  const redisEnv = redis ? { TEST_REDIS_URL: redis.url } : {};
  try {
    step('Unit tests');
    await clock.time('Unit tests (PGlite)', () => jest('jest', ['--ignoreProjects', 'cluster'], redisEnv));
    // Side by side: the cluster's instances, nginx and PostgreSQL mostly wait on one another and on the faults'
    // timeouts, as the server's suites wait on theirs, so the two steps together take little more than the longer.
    // The cluster starts its own PostgreSQL and Redis on ports of its own; its output comes in one block at its end.
    // One worker: each of its suites starts a whole cluster, and two clusters at once would fight for the cores.
    await Promise.all([
      serverTestsOnPostgres(redisEnv),
      clock.time('Cluster tests (beside the PostgreSQL pass)', () =>
        jest('jest-cluster', ['--selectProjects', 'cluster'], {}, { quiet: true, workers: 1 }),
      ),
    ]);
  } finally {
    await redis?.stop();
  }

  step('Browser tests');
  await clock.time('Browser tests', playwright);
}

// The server's suites that test what happens before or beside the database (headers, limits, password hashing, a
// build's files, the release command, the modules under src/ with no database): on PostgreSQL they would repeat on
// the same code what the run on PGlite checked.
const BESIDE_THE_DATABASE = [
  '/server/src/',
  // The cluster's own step starts its own PostgreSQL.
  '/test/cluster/',
  '/test/(headers|hardening|openapi|client-abort-log|log-redaction|passwords|script-areas|first-view|site-index)\\.test',
  '/test/(rate-limit|device-cookie|login-flood|hostile-builds|release-command|durability-fsync)\\.test',
];

async function serverTestsOnPostgres(redisEnv) {
  const postgres = (() => {
    try {
      return startTestPostgres();
    } catch (error) {
      problems.push(`PostgreSQL could not start: ${error.message}`);
      failed += 1;
      return undefined;
    }
  })();
  if (postgres) {
    step(`Server tests on PostgreSQL (${postgres.url})`);
    try {
      await clock.time('Server tests on PostgreSQL', () =>
        jest(
          'jest-postgres',
          ['--selectProjects', 'server', '--testPathIgnorePatterns', ...BESIDE_THE_DATABASE],
          {
            ...redisEnv,
            TEST_DATABASE_URL: postgres.url,
          },
        ),
      );
    } finally {
      postgres.stop();
    }
  } else {
    console.log('\nPostgreSQL is not installed here: the server tests ran on PGlite only.');
  }
}

await main().catch((error) => {
  problems.push(error.message);
  failed += 1;
});
clock.save(path.join(resultsDir, 'durations.json'));
console.log(`\n${slowestReport(resultsDir, root)}\n\n${clock.report()}`);
if (problems.length > 0) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
