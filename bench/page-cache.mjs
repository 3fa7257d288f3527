// Pages a second the server answers with their first view (issue 19, point 7), for one or more builds measured in
// the same session, one after the other on a fresh embedded database each: `/home`, `/home` with a query string it
// does not read and that is new at every request (`?r=<unique>`: the page must not be rendered again for it), a
// notice, and `/home` while a notice is edited once a second in the console (every edit must show at the next
// request, so the page is rendered again then, and only then); and a signed-in staff member's workplace, which is
// never kept (it is one person's) and is made at every request (the console's issue: 200 pages/s or more).
//
// `/home` is asked for both as a browser asks (`accept-encoding: br, gzip`) and without accept-encoding: a page kept
// for every visitor goes out in the compressed form kept with it, not compressed again per request; and, when the
// build gives pages an ETag, with If-None-Match (each answer a 304, which autocannon counts as non-2xx).
//
// Usage: node bench/page-cache.mjs [--root=[label=]<checkout> ...] [--duration=10] [--connections=20]
//          [--server-cpus=0] [--load-cpus=1]
// A root is a built checkout (npm run build there); by default this one. The servers run on --server-cpus and this
// process (the load generator) on --load-cpus (taskset), so that neither takes the other's core.
import os from 'node:os';
import autocannon from 'autocannon';
import { findRepoRoot, startServer } from '@site/test-kit/start-server';
import { adminToken } from './lib/admin-token.mjs';
import { sessionCookies } from './lib/browser.mjs';
import { rootsFrom } from './lib/roots.mjs';
import { loadAverage as loadAverageOf } from './lib/load-average.mjs';
import { cpuPinning } from './lib/cpu-pinning.mjs';

const thisRoot = findRepoRoot(import.meta.dirname);

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const DURATION = Number(option('duration', 10));
const pinning = cpuPinning({ client: 'load' });
const loadAverage = () => loadAverageOf();
const CONNECTIONS = Number(option('connections', 20));
// A desktop browser: a request without a user agent gets no first view (its device is unknown).
const BROWSER = {
  accept: 'text/html',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};
const roots = rootsFrom(args, thisRoot);

function load(origin, path, { unique = false, edit, headers = {} } = {}) {
  let counter = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: unique ? `${path}?r=${process.pid}-${(counter += 1)}` : path,
              headers: { ...request.headers, ...BROWSER, ...headers },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (edit) {
      const timer = setInterval(() => void edit().catch(() => undefined), 1000);
      instance.on('done', () => clearInterval(timer));
    }
  });
}

/** The cookie header of a browser signed in with the session of `token`. */
const sessionCookie = (token) =>
  sessionCookies('http://127.0.0.1', token)
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');

async function firstNotice(origin) {
  const body = await (await fetch(`${origin}/api/notices?page=1&pageSize=1`)).json();
  return body.data.items[0];
}

/** Whether the answer for a path was rendered or kept, as the server says. */
async function how(origin, path) {
  const response = await fetch(origin + path, { headers: BROWSER });
  const html = await response.text();
  const how = /first-view;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];
  return how ?? (html.includes('first-view-end') ? 'sent with a first view' : 'sent without a first view');
}

pinning.pinSelf();
const loadAtStart = loadAverage();
console.log(
  `page-cache bench, ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${loadAtStart}; ` +
    pinning.describe(),
);
const BROTLI_OR_GZIP = { 'accept-encoding': 'br, gzip' };
const rows = [];
for (const { label, dir } of roots) {
  const server = await startServer({
    root: dir,
    env: { LOGIN_RATE_LIMIT_PER_IP: '1000000', LOGIN_RATE_LIMIT_PER_USER_AND_IP: '1000000' },
    echoStderr: true,
    timeoutMs: 600_000,
    launcher: pinning.launcher,
  });
  try {
    const notice = await firstNotice(server.url);
    const token = await adminToken(server.url);
    let edits = 0;
    const edit = async () => {
      edits += 1;
      const response = await fetch(`${server.url}/api/notices/${notice.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `${notice.title} (${edits})` }),
      });
      if (!response.ok) throw new Error(`edit answered ${response.status}`);
    };
    // Warm: each page rendered once.
    for (const path of ['/home', `/home/notice/${notice.id}`]) await how(server.url, path);
    const cases = [
      ['/home', () => load(server.url, '/home')],
      ['/home, accept-encoding: br, gzip', () => load(server.url, '/home', { headers: BROTLI_OR_GZIP })],
      ['/home?r=<unique>', () => load(server.url, '/home', { unique: true })],
      [`/home/notice/${notice.id}`, () => load(server.url, `/home/notice/${notice.id}`)],
      ['/home, a notice edited every second', () => load(server.url, '/home', { edit })],
      // One staff member's page: never kept, made at every request with what its routes read with the session.
      [
        '/dashboard/workplace, signed in',
        () => load(server.url, '/dashboard/workplace', { headers: { cookie: sessionCookie(token) } }),
      ],
    ];
    // A browser that has the page asks again with its entity tag: 304, no body (a build without ETags answers 200).
    const etag = (
      await fetch(`${server.url}/home`, { headers: { ...BROWSER, ...BROTLI_OR_GZIP } })
    ).headers.get('etag');
    if (etag) {
      cases.splice(2, 0, [
        '/home, if-none-match (304)',
        () => load(server.url, '/home', { headers: { ...BROTLI_OR_GZIP, 'if-none-match': etag } }),
      ]);
    }
    for (const [name, run] of cases) {
      const result = await run();
      rows.push({
        build: label,
        page: name,
        pagesPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
      console.log(
        `${label.padEnd(8)} ${name.padEnd(38)} ${String(Math.round(result.requests.average)).padStart(6)} pages/s  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
      );
    }
    console.log(
      `${label.padEnd(8)} after the edits, /home was ${await how(server.url, '/home')}, then ${await how(server.url, '/home')}`,
    );
  } finally {
    await server.stop();
  }
}
console.table(rows);
console.log(
  `Load average at the start ${loadAtStart}, at the end ${loadAverage()} (${os.cpus().length} CPUs).`,
);
