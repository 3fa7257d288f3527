// The staff console against the template it replaces, Arco Design Pro Vue 2.7.3, built and served on the same
// machine, in the same session, their runs alternating (and which goes first alternating too), so a busy machine
// weighs on both alike. Medians of --runs (default 5).
//
// Usage: node bench/versus-arco.mjs [--runs=5] [--lighthouse] [--lh-runs=5] [--out=<results.json>]
//          [--server-cpus=0] [--browser-cpus=1]
// Needs this checkout built (npm run build). The reference is built once into bench/.reference/ (gitignored) by
// bench/reference/arco.mjs: npm pack, npm install --ignore-scripts, its own build; delete that folder to rebuild.
//
// Measures and goals (the issue's):
// - /login, time to first handled press (lib/first-press.mjs): from navigation start until the login request is
//   sent, the form tried as a hurried visitor would as soon as the page has painted; ours: type admin / admin into
//   its fields and press Enter; Arco's: the same in its fields (its mock's demo account). Unthrottled and with the
//   CPU slowed 4x (CDP). Goal: ours <= 0.5x Arco's, at both.
// - the workplace, content visible (lib/browser.mjs contentVisible): the greeting showing the user's name and the
//   first chart's canvas on screen, signed in, a fresh context, unthrottled. Goal: ours < 0.6x Arco's.
// - the workplace's first-load JavaScript (compressed, as sent; and gzip) and its script count: no goal.
// - --lighthouse: Lighthouse performance, mobile (CPU 4x) and desktop, of both workplaces, medians: no goal.
//
// Fairness choices:
// - Both servers run on --server-cpus and the browsers (Lighthouse's too) on --browser-cpus, pinned with taskset
//   (lib/cpu-pinning.mjs): the reference's server in a process of its own, as ours, never on the browsers' core.
// - Arco's API: its mockjs mock (with its 600-1000 ms artificial delay) registers nothing in a production build
//   (its src/utils/env.ts), so its built app calls its API over the network, as ours does. Its reference server
//   answers the calls of its login page and workplace at once, in the mock's shapes, so POST /api/user/login is a
//   real request, seen and timed exactly as ours. Our server answers from its database: Arco's answers are cheaper.
// - Nothing in Arco's source is patched. Its build script's type check (vue-tsc) fails with the dependency versions
//   npm resolves today; the bundle is then built with its own vite config alone (the stamp records which ran).
//   Its images are not minified (--ignore-scripts leaves imagemin without its binaries); no effect on its JS.
// - Arco's server (bench/reference/arco.mjs) serves text assets brotli-compressed (quality 11, gzip 9 without
//   brotli), hashed assets cached for a year, its routes given index.html; ours serves its precompressed files.
// - Signed in: ours with the session cookies a returning staff member has; Arco with its token in localStorage
//   (its isLogin reads "token"), written before any of its scripts run. Neither logs in during the timed load.
// - The greeting must contain the account's name (Arco's "admin", ours as /api/user/info gives it), so a greeting
//   still waiting for the name does not count. Arco's route guard loads the user before its page renders anyway.
// - Third-party hosts (Arco's favicon, avatars, carousel images) are refused, as the benches refuse ours.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { CHROMIUM, FLAGS, contentVisible, login, measureTransfer } from './lib/browser.mjs';
import { controls, pressRun } from './lib/first-press.mjs';
import { lighthouseRun, medianOfEachFigure } from './lib/lighthouse.mjs';
import { ARCO, ARCO_STORAGE, prepareArco, startArco } from './reference/arco.mjs';
import { loadAverage as loadAverageOf } from './lib/load-average.mjs';
import { cpuPinning } from './lib/cpu-pinning.mjs';

const root = findRepoRoot(import.meta.dirname);

// The rate limits a real visitor never reaches, but a bench that logs in every few seconds does (as first-view.mjs).
const SERVER_ENV = {
  MAILCOL_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_USER_AND_IP: '1000000',
  LOGIN_RATE_LIMIT_GLOBAL: '1000000',
  LOGIN_DELAY_AFTER_FAILURES: '1000000',
};

const ARCO_EXTERNAL = ['*byteimg.com*', '*pstatp.com*', '*byted-static.com*', '*dummyimage.com*'];

// The workplace's "content visible" is page-weight.mjs's (WORKPLACE.visibleWhen), the name required in the greeting.
const APPS = [
  {
    id: 'arco',
    label: `Arco Pro ${ARCO.version}`,
    login: { path: '/login', profile: 'desktop', press: 'arcoLogin' },
    workplace: {
      path: '/dashboard/workplace',
      profile: 'desktop',
      loggedIn: true,
      storage: ARCO_STORAGE,
      blockedUrlPatterns: ARCO_EXTERNAL,
      // Its banner's heading ("欢迎回来！ admin") and the canvas of its content chart, the first panel's chart.
      visibleWhen: [
        { css: '.left-side .banner h5', text: 'admin' },
        '.left-side > .panel .general-card canvas',
      ],
    },
  },
  {
    id: 'ours',
    label: 'ours',
    login: { path: '/login', profile: 'desktop', press: 'login' },
    workplace: {
      path: '/dashboard/workplace',
      profile: 'desktop',
      loggedIn: true,
      // The greeting's text is set once the account's name is known (userName below).
      visibleWhen: [{ css: '[data-testid="welcome"]' }, '[data-testid="content-chart"] canvas'],
    },
  },
];

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const count = (name, fallback) => {
  const value = option(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`--${name} must be a positive whole number, not ${value}`);
  return parsed;
};
const RUNS = count('runs', 5);
const LH_RUNS = count('lh-runs', 5);
const OUT = path.resolve(option('out') ?? path.join(root, 'bench/results/versus-arco.json'));
const pinning = cpuPinning();

const median = (values) => {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length < values.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Runs alternate between the apps, and which goes first alternates too. */
const inTurn = (items, index) => (index % 2 ? [...items].reverse() : items);
const loadAverage = () => loadAverageOf({ digits: 1, separator: ' / ' });

/** The signed-in account's name, as our workplace greets it. */
async function userName(origin, token) {
  const response = await fetch(`${origin}/api/user/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  const body = await response.json();
  if (body.code !== 0 || !body.data?.name) throw new Error(`no name in /api/user/info: ${body.msg}`);
  return body.data.name;
}

function checkBuilt() {
  for (const built of ['server/dist/server.js', 'host/dist/index.html', '.data/remotes/remotes.json']) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`${root} is not built (no ${built}): npm run build`);
  }
}

async function pressRuns(browser, apps, cpu) {
  console.log(`\n/login, first handled press, CPU ${cpu}x`);
  for (let run = 0; run < RUNS; run += 1) {
    for (const app of inTurn(apps, run)) {
      const result = await pressRun(browser, app.url, app.login, { cpu });
      app.figures[`press${cpu}`].push(result);
      console.log(
        `  ${app.id.padEnd(5)} run ${run + 1}/${RUNS}: ` +
          (result.handledMs === null
            ? `NOT HANDLED within 30 s (${result.pressesInAll} presses)`
            : `handled at ${Math.round(result.handledMs)} ms on press ${result.presses}`) +
          `; pressed at ${result.pressedAtMs.map(Math.round).join(', ') || '-'} ms, first paint ` +
          `${result.fcpMs === null ? '-' : Math.round(result.fcpMs)} ms` +
          (result.strays.length ? `; also went to ${result.strays.join(', ')}` : ''),
      );
    }
  }
}

async function main() {
  checkBuilt();
  const stamp = prepareArco();
  pinning.pinSelf();
  const loadAtStart = loadAverage();
  console.log(
    `versus-arco, ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ` +
      `load average ${loadAtStart}; medians of ${RUNS}; ${pinning.describe()}`,
  );
  console.log(`reference: ${ARCO.name}@${ARCO.version}, built by "${stamp.build}", resolved:`);
  console.log(
    `  ${Object.entries(stamp.resolved)
      .filter(([name]) => !/eslint|stylelint|commitlint|prettier|husky|lint-staged|@types/.test(name))
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
  );
  for (const [id, control] of [
    ['arco', controls.arcoLogin],
    ['ours', controls.login],
  ]) {
    console.log(`press (${id}): ${control.control}; handled when ${control.handledWhen}`);
  }

  const apps = APPS.map((app) => ({
    ...app,
    figures: { press1: [], press4: [], visible: [], lighthouse: {} },
  }));
  const [arco, ours] = apps;
  const arcoServer = await startArco({ launcher: pinning.launcher });
  let ourServer;
  const loads = [];
  try {
    ourServer = await startServer({ root, env: SERVER_ENV, echoStderr: true, launcher: pinning.launcher });
    arco.url = arcoServer.url;
    ours.url = ourServer.url;
    const token = await login(ourServer.url);
    ours.workplace.visibleWhen[0].text = await userName(ourServer.url, token);
    console.log(`arco on ${arco.url}, ours on ${ours.url}`);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    try {
      // First-load JavaScript: also the warm-up, so both servers have served everything once before any timing.
      for (const app of apps) {
        app.figures.transfer = await measureTransfer(browser, app.url, app.workplace, token);
        if (app.figures.transfer.finalPath !== app.workplace.path) {
          throw new Error(`${app.id}: the workplace ended on ${app.figures.transfer.finalPath}`);
        }
      }
      await pressRuns(browser, apps, 1);
      loads.push(loadAverage());
      await pressRuns(browser, apps, 4);
      loads.push(loadAverage());
      console.log('\nworkplace, content visible (unthrottled)');
      for (let run = 0; run < RUNS; run += 1) {
        for (const app of inTurn(apps, run)) {
          const { visibleMs } = await contentVisible(browser, app.url, app.workplace, token, 1);
          app.figures.visible.push(visibleMs);
          console.log(`  ${app.id.padEnd(5)} run ${run + 1}/${RUNS}: ${visibleMs} ms`);
        }
      }
      loads.push(loadAverage());
    } finally {
      await browser.close();
    }

    if (flag('lighthouse')) {
      for (const profile of ['mobile', 'desktop']) {
        console.log(`\nLighthouse ${profile}, workplace`);
        const results = { arco: [], ours: [] };
        for (let run = 0; run < LH_RUNS; run += 1) {
          for (const app of inTurn(apps, run)) {
            const page = { ...app.workplace, lighthouse: profile };
            const result = await lighthouseRun(app.url, page, { token, fixedMultiplier: 4 });
            const lhr = result.lhr;
            console.log(
              `  ${app.id.padEnd(5)} run ${run + 1}/${LH_RUNS}: ` +
                (lhr.runtimeError
                  ? `FAILED (${lhr.runtimeError.code})`
                  : `score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, LCP ` +
                    `${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms, TBT ` +
                    `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`) +
                `, ended on ${new URL(lhr.finalDisplayedUrl).pathname}`,
            );
            results[app.id].push(result);
          }
        }
        for (const app of apps) {
          try {
            app.figures.lighthouse[profile] = medianOfEachFigure({ ...app.workplace }, results[app.id]);
          } catch (error) {
            app.figures.lighthouse[profile] = { error: error.message };
          }
        }
      }
      loads.push(loadAverage());
    }
  } finally {
    await ourServer?.stop();
    await arcoServer.stop();
  }

  const rows = table(arco.figures, ours.figures);
  const widths = [44, 12, 12, 7, 9, 5];
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 8)).join(' ');
  console.log(`\n${line(['measure', 'Arco', 'ours', 'ratio', 'goal', 'met'])}`);
  for (const row of rows) {
    console.log(line([row.measure, row.arcoText, row.oursText, row.ratioText, row.goalText, row.metText]));
  }
  const loadAtEnd = loadAverage();
  console.log(
    `\nload average (1 / 5 / 15 min) at the start ${loadAtStart}, after each part ${loads.join(', ')}, ` +
      `at the end ${loadAtEnd} (${os.cpus().length} CPUs); ${pinning.describe()}`,
  );
  if (arcoServer.unanswered.size) {
    console.log(`Arco's API calls its server did not answer (404): ${[...arcoServer.unanswered].join(', ')}`);
  }

  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          loadAverage: { start: loadAtStart, parts: loads, end: loadAtEnd },
          serverCpus: pinning.serverCpus || 'any',
          browserCpus: pinning.clientCpus || 'any',
        },
        options: { runs: RUNS, lighthouseRuns: flag('lighthouse') ? LH_RUNS : 0 },
        reference: stamp,
        arcoUnanswered: [...arcoServer.unanswered],
        table: rows,
        figures: Object.fromEntries(apps.map((app) => [app.id, app.figures])),
      },
      null,
      2,
    ),
  );
  console.log(`All runs: ${path.relative(process.cwd(), OUT)}`);
}

/** One row per measure: both figures, ours over Arco's, and the goal met or not. */
function table(arco, ours) {
  const rows = [];
  const add = (measure, a, o, { unit = '', digits = 0, goal } = {}) => {
    const ratio = a && o !== null && a !== null ? o / a : null;
    const text = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(digits)}${unit}`);
    const met = goal && ratio !== null ? goal.test(ratio) : null;
    rows.push({
      measure,
      arco: a,
      ours: o,
      ratio,
      goal: goal?.text ?? null,
      met,
      arcoText: text(a),
      oursText: text(o),
      ratioText: ratio === null ? '-' : ratio.toFixed(2),
      goalText: goal?.text ?? '-',
      metText: met === null ? '-' : met ? 'yes' : 'NO',
    });
  };
  const handled = (runs) => median(runs.map((run) => run.handledMs ?? Infinity));
  const atMost = (limit) => ({ text: `<= ${limit}x`, test: (ratio) => ratio <= limit });
  const below = (limit) => ({ text: `< ${limit}x`, test: (ratio) => ratio < limit });
  add('/login first handled press, CPU 1x', handled(arco.press1), handled(ours.press1), {
    unit: ' ms',
    goal: atMost(0.5),
  });
  add('/login first handled press, CPU 4x', handled(arco.press4), handled(ours.press4), {
    unit: ' ms',
    goal: atMost(0.5),
  });
  add('workplace content visible', median(arco.visible), median(ours.visible), {
    unit: ' ms',
    goal: below(0.6),
  });
  add('workplace JS sent (compressed)', arco.transfer.jsKb, ours.transfer.jsKb, { unit: ' KB', digits: 1 });
  add('workplace JS gzip', arco.transfer.gzipKb, ours.transfer.gzipKb, { unit: ' KB', digits: 1 });
  add('workplace scripts', arco.transfer.scripts, ours.transfer.scripts);
  add('workplace requests', arco.transfer.requests, ours.transfer.requests);
  for (const profile of ['mobile', 'desktop']) {
    const a = arco.lighthouse[profile];
    const o = ours.lighthouse[profile];
    if (!a || !o) continue;
    add(`workplace Lighthouse ${profile} score`, a.score ?? null, o.score ?? null);
    add(`workplace Lighthouse ${profile} LCP`, a.lcp ?? null, o.lcp ?? null, { unit: ' s', digits: 2 });
    add(`workplace Lighthouse ${profile} TBT`, a.tbt ?? null, o.tbt ?? null, { unit: ' ms' });
  }
  return rows;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
