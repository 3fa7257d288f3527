// Lighthouse runs of one page, each in a fresh browser, and the figures of their median run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  screenEmulationMetrics,
  throttling as throttlingPresets,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, EXTERNAL, FLAGS, sessionCookies } from './browser.mjs';

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from its Lighthouse benchmark index, as Lighthouse's
 * throttling guide and its CPU throttling calculator give it: 4x at an index of about 1533 (the fast desktop the
 * default assumes), 3x at 1300, 2x at 800, 1x at 150.
 */
export function cpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The settings of a page's `lighthouse` profile:
 * - `mobile`: Lighthouse's default (a Moto G's screen and user agent, slow 4G, the CPU slowed `multiplier` times);
 * - `mobile-pc`: the same network and CPU on a PC's screen and user agent, for PC pages that the mobile profile
 *   would measure on their phone twin instead (the server redirects a phone agent there);
 * - `desktop`: Lighthouse's desktop configuration (no CPU slowdown).
 */
function profileSettings(kind, multiplier) {
  const throttling = { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier: multiplier ?? 4 };
  if (kind === 'mobile') return multiplier ? { throttling } : {};
  if (kind === 'mobile-pc') {
    return {
      formFactor: 'desktop',
      screenEmulation: screenEmulationMetrics.desktop,
      emulatedUserAgent: userAgents.desktop,
      throttling,
    };
  }
  return {};
}

/**
 * One Lighthouse run in a fresh browser; a logged-in page gets the session first. `fixedMultiplier` fixes the CPU
 * slowdown of the mobile profiles; without it the slowdown is calibrated to the machine just before the run.
 */
export async function lighthouseRun(origin, page, { token, fixedMultiplier } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const tab = await context.newPage();
    // A small document of the origin, to write its storage or cookies in (an SVG would be downloaded: attachment).
    await tab.goto(`${origin}/robots.txt`);
    if (page.loggedIn && page.storage) {
      // An app that keeps its token in localStorage (`page.storage`) gets it written in its origin.
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, page.storage);
    } else if (page.loggedIn) await context.addCookies(sessionCookies(origin, token));
    const slowed = page.lighthouse === 'mobile' || page.lighthouse === 'mobile-pc';
    // Measured in the browser that runs Lighthouse, just before the run, so a busy moment is measured too.
    const benchmarkIndex =
      slowed && fixedMultiplier === undefined
        ? await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
        : undefined;
    await tab.close();
    await browser.close();
    const multiplier = slowed
      ? (fixedMultiplier ?? (benchmarkIndex ? cpuMultiplier(benchmarkIndex) : undefined))
      : undefined;
    const settings = {
      onlyCategories: ['performance'],
      // `page.blockedUrlPatterns`: the third-party hosts another app names (the bench never reaches the network).
      blockedUrlPatterns: [...EXTERNAL, ...(page.blockedUrlPatterns ?? [])],
      // Keeps the session written above; storage is fresh anyway, as every run has its own browser profile.
      disableStorageReset: Boolean(page.loggedIn),
      ...profileSettings(page.lighthouse, multiplier),
      output: 'json',
      logLevel: 'error',
    };
    const result = await lighthouse(
      origin + page.path,
      { port: chrome.port, ...settings },
      page.lighthouse === 'desktop' ? desktopConfig : undefined,
    );
    return { lhr: result.lhr, multiplier };
  } finally {
    await chrome.kill();
  }
}

/** The figures of one run. */
export function figuresOf(lhr) {
  const audits = lhr.audits;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue / 1000,
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/**
 * The median run of several (Lighthouse's own choice: the run nearest the median first paint and interactive time),
 * with every run's score. A run that recorded no paint (Lighthouse lost the trace) is left out.
 */
export function medianFigures(page, results) {
  const runs = filterToValidRuns(results.map((result) => result.lhr));
  if (runs.length === 0) throw new Error(`no Lighthouse run of ${page.path} recorded its paints`);
  const lhr = computeMedianRun(runs);
  const multiplier = results.find((result) => result.lhr === lhr)?.multiplier;
  const figures = figuresOf(lhr);
  // A logged-in page that ends on /login measured the wrong page. (Others may move by device: /home on the phone
  // profile becomes /home/m.)
  if (page.loggedIn && figures.finalPath !== page.path) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page.path}`);
  }
  return {
    ...figures,
    scores: runs.map((run) => Math.round(run.categories.performance.score * 100)),
    runs: runs.map(figuresOf),
    cpuMultiplier: page.lighthouse === 'desktop' ? 1 : (multiplier ?? 4),
  };
}

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The median of each figure over the runs that recorded their paints. Lighthouse's median run is chosen by first
 * paint and time to interactive, so its blocking time can be any run's (the worst of five, say); a goal on one
 * figure wants that figure's own median.
 */
export function medianOfEachFigure(page, results) {
  const runs = filterToValidRuns(results.map((result) => result.lhr)).map(figuresOf);
  if (runs.length === 0) throw new Error(`no Lighthouse run of ${page.path} recorded its paints`);
  const of = (key) => medianOf(runs.map((run) => run[key]));
  return {
    score: Math.round(of('score')),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
    finalPath: runs[0].finalPath,
    scores: runs.map((run) => run.score),
    runs,
  };
}
