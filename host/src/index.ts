import { isPhoneView } from '@site/contracts/device';
// An entry each app bundles as its own copy: this code runs before the federation runtime has set up shared modules.
import { firstViewArea, firstViewDevice, getSiteConfig, yieldToMain } from '@site/shared/entry-start';
import { takeEarlyPress } from './app/early-press';
import { firstPaint } from './app/first-paint';
import { whenWanted } from './app/when-wanted';
import { startNoting } from './rum/signals';
import { switchScripts } from './scripts/script-switcher';

// The preload hints the server held back from the page's head, so the page's own bytes were not shared with the code's.
async function addHeldPreloads(): Promise<void> {
  const held = document.getElementById('deferred-preloads')?.textContent;
  if (!held) return;
  await firstPaint();
  const hints = JSON.parse(held) as { as: string; href: string }[];
  // Each hint starts a request, up to a few milliseconds of the main thread on a slow phone: one per task.
  for (const [index, { as, href }] of hints.entries()) {
    if (index > 0) await yieldToMain();
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));
  }
}

/**
 * The start, behind an asynchronous boundary so the federation runtime can set up shared modules before any of them
 * is used. The shared modules it needs first are set up one per task: resolving a module's version, loading its chunk
 * and running it are each a few milliseconds, and all of them at once made one long task on a slow phone.
 */
const startSteps = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@site/shared/core'),
  () => import('./bootstrap'),
];

// On a page with a first view the entry is an async script (server/src/releases/prerender.ts): it can run before the
// parser has reached the data tags and the root element it reads.
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

// How long a page sent with its first view waits, once loaded and with nobody reaching for it, before it becomes
// interactive by itself: its first seconds on a phone belong to what the visitor reads.
const QUIET_AFTER_LOAD_MS = 2000;

// A pause this long in typing into a form that posts itself (the login page's) starts the application: keystrokes
// come faster than that, one field's pause is longer.
const TYPING_PAUSE_MS = 400;

/** Whether the device rule will move this page to its twin (a phone agent's window is wider than it was told). */
function deviceRuleMoves(): boolean {
  const wantsPhone = isPhoneView(navigator.userAgent, window.innerWidth);
  return wantsPhone !== (firstViewDevice() === 'phone');
}

/**
 * The real-user report of a page view in the sample: its notes start at once (they are a few lines of the entry),
 * its code (the web vitals, the report, the beacon) loads only once the page has loaded and the browser is idle.
 */
function startReporting(): void {
  const percent = getSiteConfig().rumSamplePercent ?? 100;
  if (!(Math.random() * 100 < percent)) return;
  startNoting();
  const load = () =>
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(
      () =>
        void import(/* webpackChunkName: "rum-reporter" */ './rum/reporter').then((mod) =>
          mod.startReporter(),
        ),
      { timeout: 5000 },
    );
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

void (async () => {
  await documentParsed();
  startReporting();
  const area = firstViewArea();
  if (area === undefined) {
    // Without a first view there was nothing to press before the application renders the page.
    takeEarlyPress();
  } else {
    // The analytics tags do not wait for the application (SPEC "Route guard"; the shell applies the same rule), but
    // a connection to another host does not compete with the page's first paint either.
    await firstPaint();
    switchScripts(window.location.pathname, area, getSiteConfig());
    if (!deviceRuleMoves())
      await whenWanted({ quietAfterLoadMs: QUIET_AFTER_LOAD_MS, typingPauseMs: TYPING_PAUSE_MS });
  }
  await addHeldPreloads().catch(() => undefined);
  for (const step of startSteps) {
    await yieldToMain();
    await step();
  }
})();
