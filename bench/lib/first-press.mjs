// Time to first handled press: one run opens a page in a fresh browser context with the CPU slowed through CDP and
// tries the page's main control as a hurried visitor would, from the moment the page commits, again and again until
// the press is handled. See bench/first-view.mjs for the figures it feeds.
import { blockExternal, profiles } from './browser.mjs';

/**
 * Runs in every document of the page before its own scripts, and reports (through the bench's binding) the moments
 * the bench cannot see from the network: the document's navigation start, its first contentful paint, navigations
 * the document starts (the Navigation API's `navigate`: a link followed natively, an address the app's router sets,
 * a fragment), fragment changes, and link clicks the app took over (default prevented once the click has bubbled
 * up to the window, after the app's own handlers). Times are epoch milliseconds, on the same clock as the
 * network's `wallTime` and Node's `Date.now()`.
 */
function probe() {
  if (window.top !== window) return;
  const report = (kind, detail = {}) => {
    try {
      window.__benchReport({
        kind,
        at: performance.timeOrigin + performance.now(),
        url: location.href,
        ...detail,
      });
    } catch {
      // The binding is gone once the document unloads.
    }
  };
  report('document', { timeOrigin: performance.timeOrigin });
  window.addEventListener('hashchange', () => report('fragment', { to: location.href }));
  if ('navigation' in window) {
    window.navigation.addEventListener('navigate', (event) =>
      report('navigate', {
        to: event.destination.url,
        sameDocument: event.destination.sameDocument,
        form: Boolean(event.formData),
      }),
    );
  }
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && event.defaultPrevented) report('click-taken', { to: link.href });
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') {
          report('fcp', { at: performance.timeOrigin + entry.startTime });
        }
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the run has no first-paint figure.
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pathOf = (url) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.hash;
};

/** How a request that is the press's effect was sent. */
function requestHandled(method, path) {
  return (event) =>
    event.kind === 'request' && event.method === method && new URL(event.url).pathname === path
      ? event.type === 'Document'
        ? 'form post'
        : 'fetch'
      : undefined;
}

/** A press on a link is handled when the next page's navigation starts: natively, or in the app's router. */
function navigationHandled(target) {
  return (event) => {
    if (event.kind === 'request' && event.type === 'Document' && pathOf(event.url) === target)
      return 'native';
    if (event.kind === 'navigate' && pathOf(event.to) === target)
      return event.sameDocument ? 'app' : 'native';
    if (event.kind === 'click-taken' && pathOf(event.to) === target) return 'app';
    return undefined;
  };
}

/** A press on a table-of-contents link is handled when the fragment target changes. */
function fragmentHandled(hash) {
  return (event) =>
    (event.kind === 'fragment' || (event.kind === 'navigate' && event.sameDocument)) &&
    new URL(event.to).hash === hash
      ? 'fragment'
      : undefined;
}

/**
 * Where the visitor sees the control: its centre in the window, after scrolling it into view if it is not; null
 * while it is not on screen. One plain question to the page (a CSS selector, no waiting), so a busy page delays
 * the press no more than it must.
 */
async function spot(page, selector) {
  try {
    return await page.evaluate((css) => {
      const element = document.querySelector(css);
      if (!element || !element.checkVisibility()) return null;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      if (box.top < 0 || box.bottom > window.innerHeight) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        box = element.getBoundingClientRect();
      }
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, selector);
  } catch {
    // The document changed under the question.
    return null;
  }
}

/**
 * A press as the visitor makes it: real input (a click, or a tap on a touch screen) at the spot where the control
 * was seen, queued like any input while the page is busy. Whatever covers the spot by then gets it, and a page that
 * scrolls or replaces the control in the meantime makes the press miss, as it would.
 */
async function pressAt(page, point, touch) {
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Types into the field under the last press, replacing what is there (a try before may have left the text). */
async function typeOver(page, text) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/**
 * The main controls. `press(page, options)` is one try, and answers when its first input went to the page (null
 * when the control is not on screen yet: no press made). `handled(event)` names how an event shows the press was
 * handled (undefined when it does not).
 */
/** A login form's press: type admin / admin into its two fields and press Enter; handled when the login is sent. */
function loginForm(fields, usernameCss, passwordCss) {
  return {
    control: `type admin / admin into the username and password fields (${fields}), press Enter`,
    handledWhen: 'POST /api/user/login is sent',
    async press(page, { touch }) {
      const username = await spot(page, usernameCss);
      const password = username && (await spot(page, passwordCss));
      if (!password) return null;
      const at = Date.now();
      await pressAt(page, username, touch);
      await typeOver(page, 'admin');
      await pressAt(page, password, touch);
      await typeOver(page, 'admin');
      await page.keyboard.press('Enter');
      return at;
    },
    handled: requestHandled('POST', '/api/user/login'),
    counts: true,
  };
}

export const controls = {
  preregister: {
    control:
      'type an e-mail into the pre-registration field (#preregister input[name=email]) and press Enter',
    handledWhen: 'POST /customer/MailCol is sent (fetch, or the form posted natively)',
    async press(page, { email, touch }) {
      const field = await spot(page, '#preregister input[name="email"]');
      if (!field) return null;
      const at = Date.now();
      await pressAt(page, field, touch);
      await typeOver(page, email);
      await page.keyboard.press('Enter');
      return at;
    },
    handled: requestHandled('POST', '/customer/MailCol'),
    counts: true,
  },
  login: loginForm(
    'input[name=username|password]',
    'form input[name="username"]',
    'form input[name="password"]',
  ),
  // The reference template's login form (bench/versus-arco.mjs): the same press on its fields, which it fills in
  // with its demo account already; typed over all the same.
  arcoLogin: loginForm(
    '.login-form #username and #password input',
    '.login-form #username input',
    '.login-form #password input',
  ),
  playLink: {
    control: 'the header navigation link "ゲームをはじめる" (header nav a[href="/home/play"])',
    handledWhen:
      "the next page's navigation starts (its document is requested, or the app's router takes the click)",
    async press(page, { touch }) {
      const link = await spot(page, 'header nav a[href="/home/play"]');
      if (!link) return null;
      const at = Date.now();
      await pressAt(page, link, touch);
      return at;
    },
    handled: navigationHandled('/home/play'),
  },
  tocLink: {
    control: 'the table-of-contents link "第6条（未成年者の利用）" (nav a[href="#article-6"])',
    handledWhen: 'the fragment target changes to #article-6',
    async press(page, { touch }) {
      const link = await spot(page, 'nav a[href="#article-6"]');
      if (!link) return null;
      const at = Date.now();
      await pressAt(page, link, touch);
      return at;
    },
    handled: fragmentHandled('#article-6'),
  },
};

/**
 * One run. The visitor presses as soon as the page has painted and the control is visible (checked every `pollMs`),
 * waits `retryMs` for the press to be handled, and presses again, until it is handled or `timeoutMs` has passed;
 * then the run waits `settleMs` more to count presses that were held and handled late (each one more request).
 *
 * Returns times in ms from navigation start (the document's time origin): when the press was handled, when each
 * press until then started, the first contentful paint; the presses made before the handled moment (more than one:
 * the earlier ones were lost, or held back longer than the visitor waited); how it was handled; how many requests
 * the presses sent in all; and any other page the browser went to (a form sent the wrong way, say).
 */
export async function pressRun(browser, origin, page, options) {
  const { cpu = 4, retryMs = 100, pollMs = 20, timeoutMs = 30_000, settleMs = 1_000, email } = options;
  const control = controls[page.press];
  const profile = profiles[page.pressProfile ?? page.profile];
  const context = await browser.newContext(profile);
  const events = [];
  let resolveHandled;
  const handledSoon = new Promise((resolve) => {
    resolveHandled = resolve;
  });
  let painted = false;
  let cdp;
  const record = (event) => {
    events.push({ ...event, receivedAt: Date.now() });
    if (event.kind === 'fcp' || event.kind === 'paint-seen') painted = true;
    if (control.handled(event)) resolveHandled();
  };
  try {
    await blockExternal(context);
    await context.exposeBinding('__benchReport', (_source, event) => record(event));
    await context.addInitScript(probe);
    const tab = await context.newPage();
    cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The browser's word that the page has painted comes sooner than the page's own (a task on its busy thread).
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') record({ kind: 'paint-seen', at: Date.now() });
    });
    cdp.on('Network.requestWillBeSent', (event) =>
      record({
        kind: 'request',
        at: event.wallTime * 1000,
        requestId: event.requestId,
        url: event.request.url,
        method: event.request.method,
        type: event.type,
      }),
    );

    const startedAt = Date.now();
    await tab.goto(origin + page.path, { waitUntil: 'commit' });
    const presses = [];
    let handled = false;
    void handledSoon.then(() => {
      handled = true;
    });
    const deadline = startedAt + timeoutMs;
    while (!handled && Date.now() < deadline) {
      // Nobody presses what is not on screen yet: the page must have painted, and the control be visible.
      let at = null;
      if (painted) {
        const trying = Date.now();
        try {
          // A press handled meanwhile ends the wait (the page it led to can keep a slowed renderer busy for good,
          // seen with Chromium 156 after a form post): this try counts only if it was the first, else the one
          // before it was handled.
          at = await Promise.race([
            control.press(tab, { email, touch: Boolean(profile.hasTouch) }),
            handledSoon.then(() => (presses.length === 0 ? trying : null)),
          ]);
        } catch {
          // The input was cut short (the page went away under it): the visitor pressed all the same.
          at = trying;
        }
      }
      if (at !== null) presses.push(at);
      if (handled) break;
      await (at === null ? sleep(pollMs) : Promise.race([handledSoon, sleep(retryMs)]));
    }
    if (handled) await sleep(settleMs);

    const documentEvent = events.find((event) => event.kind === 'document');
    const firstDocument = events.find((event) => event.kind === 'request' && event.type === 'Document');
    const origin0 = documentEvent?.timeOrigin ?? firstDocument?.at ?? startedAt;
    const handledEvents = events.filter((event) => control.handled(event));
    const first = handledEvents.reduce(
      (best, event) => (!best || event.at < best.at ? event : best),
      undefined,
    );
    const before = first ? presses.filter((at) => at <= first.at) : presses;
    const fcp = events.find((event) => event.kind === 'fcp');
    const targetPath = new URL(origin + page.path).pathname;
    // Documents other than the page and the press's own effect (with the redirect that may follow it).
    const handledRequests = new Set(handledEvents.map((event) => event.requestId));
    const strays = events
      .filter(
        (event) =>
          event.kind === 'request' && event.type === 'Document' && !handledRequests.has(event.requestId),
      )
      .map((event) => pathOf(event.url) + new URL(event.url).search)
      .filter((address, index) => index > 0 || address !== targetPath);
    // A press before the handled one was lost unless it was held and carried out later (one more request each).
    const sent = control.counts ? handledEvents.filter((event) => event.kind === 'request').length : null;
    const carriedOut = first ? Math.min(before.length, Math.max(1, sent ?? 1)) : 0;
    return {
      handledMs: first ? first.at - origin0 : null,
      lost: before.length - carriedOut,
      how: first ? control.handled(first) : null,
      presses: before.length,
      pressesInAll: presses.length,
      firstPressMs: presses.length ? presses[0] - origin0 : null,
      pressedAtMs: before.map((at) => at - origin0),
      fcpMs: fcp ? fcp.at - origin0 : null,
      // When the bench learnt of the paint, from the browser or the page (what the first press waits for).
      paintSeenMs: Math.min(
        ...events
          .filter((e) => e.kind === 'paint-seen' || e.kind === 'fcp')
          .map((e) => e.receivedAt - origin0),
      ),
      sent,
      strays,
    };
  } finally {
    // A renderer closed while slowed down, in the middle of loading the page a form post led to, can spin for good
    // (seen with Chromium 14x): the run is over, so it is closed at full speed.
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await context.close();
  }
}
