// When the console's workplace shows its content (the greeting with the user's name and its first chart drawn), for
// one or more built checkouts measured in the same session, their runs alternating (the machine is noisy): in a fresh
// browser context, signed in, unthrottled and on a slow phone's network and CPU (150 ms round trips, 1.6 Mbps down,
// CPU 4x). The slow figure is measured in a real browser, every request really delayed (DevTools throttling), where
// Lighthouse's mobile figures are simulated from an unthrottled load: a change in the order or the waves of
// requests shows here as the page's own time.
//
// Usage: node bench/workplace-visible.mjs [--root=[label=]<checkout> ...] [--runs=8] [--server-cpus=0]
//          [--browser-cpus=1]
// The servers and the browser run on cores of their own (lib/cpu-pinning.mjs).
// A root is a checkout that is already built (npm run build there); by default this one. Each gets its own server on
// a fresh embedded database. Example, before and after: --root=before=/work/before --root=after=.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { CHROMIUM, FLAGS, SLOW_4G, contentVisible, login } from './lib/browser.mjs';
import { cpuPinning } from './lib/cpu-pinning.mjs';
import { loadAverage } from './lib/load-average.mjs';

const WORKPLACE = {
  path: '/dashboard/workplace',
  profile: 'desktop',
  loggedIn: true,
  visibleWhen: [{ css: '[data-testid="welcome"]' }, '[data-testid="content-chart"] canvas'],
};
const CONDITIONS = [
  { id: 'unthrottled', throttle: undefined },
  { id: 'slow 4G, CPU 4x', throttle: SLOW_4G },
];

const argv = process.argv.slice(2);
const options = (name) =>
  argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
const runs = Number(options('runs')[0] ?? 8);
if (!Number.isInteger(runs) || runs <= 0) throw new Error(`--runs must be a positive whole number`);
const roots = (options('root').length ? options('root') : [findRepoRoot(import.meta.dirname)]).map(
  (value) => {
    const [label, dir] = value.includes('=')
      ? value.split('=', 2)
      : [path.basename(path.resolve(value)), value];
    return { label, dir: path.resolve(dir) };
  },
);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const pinning = cpuPinning();
pinning.pinSelf();
console.log(
  `workplace-visible, ${new Date().toISOString()}, load average ${loadAverage()}; ${pinning.describe()}`,
);
const builds = [];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  for (const root of roots) {
    const server = await startServer({ root: root.dir, echoStderr: true, launcher: pinning.launcher });
    builds.push({ ...root, server, token: await login(server.url), times: new Map() });
    console.log(`${root.label}: ${root.dir} on ${server.url}`);
  }
  for (const { id, throttle } of CONDITIONS) {
    console.log(`\n${id}, median of ${runs}`);
    for (let run = 0; run < runs; run += 1) {
      // Which build goes first alternates too.
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        const { visibleRuns } = await contentVisible(browser, build.server.url, WORKPLACE, build.token, 1, {
          throttle,
        });
        if (!build.times.has(id)) build.times.set(id, []);
        build.times.get(id).push(visibleRuns[0]);
      }
    }
    for (const build of builds) {
      const times = build.times.get(id);
      console.log(
        `  ${build.label.padEnd(10)} ${String(median(times)).padStart(6)} ms   runs: ${times.join(' ')}`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((build) => build.server.stop()));
}
