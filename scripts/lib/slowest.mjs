import { readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function rows(times, count) {
  const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  return [...times]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(
      ([name, ms]) =>
        `${(ms / 1000).toFixed(1).padStart(8)} s ${String(Math.round((100 * ms) / (total || 1))).padStart(3)} %  ${name}`,
    );
}

/** Each jest suite's time, from a report of `jest --json`. */
function jestSuites(report, root) {
  const times = new Map();
  for (const suite of report.testResults ?? []) {
    times.set(path.relative(root, suite.name), suite.endTime - suite.startTime);
  }
  return times;
}

/** Each Playwright spec file's time, the sum of its tests' attempts (retries included), from the JSON reporter. */
function playwrightSpecs(report) {
  const times = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) times.set(file, (times.get(file) ?? 0) + result.duration);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return times;
}

/**
 * The slowest suites and spec files of each report a run left in resultsDir, with their share of that report's
 * summed time (shares, unlike seconds, compare between runs on a machine whose load changes).
 */
export function slowestReport(resultsDir, root, count = 8) {
  const lines = [];
  for (const name of ['jest', 'jest-postgres', 'jest-cluster']) {
    const report = readJson(path.join(resultsDir, `${name}.json`));
    if (report) lines.push(`Slowest suites of ${name}:`, ...rows(jestSuites(report, root), count));
  }
  const browser = readJson(path.join(resultsDir, 'playwright.json'));
  if (browser) lines.push('Slowest browser spec files:', ...rows(playwrightSpecs(browser), count));
  return lines.join('\n');
}
