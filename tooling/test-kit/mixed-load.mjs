// A steady mixed load on the site, as the fault tests and bench/cluster.mjs run it: a few loops of requests, each
// request from one of 40 loopback addresses of its loop (127.0.<loop + 1>.x, so the site's rate limits see many
// visitors, as on a real site), viewing pages, reading the API, signing in, pre-registering and editing notices, one
// after the other with a short pause.
// Every request is recorded (when, what, the answer), and every write the site acknowledged is kept for the check that
// none was lost. Node's http client rather than fetch: fetch cannot choose the address a request comes from.
import http from 'node:http';

// A desktop browser's: pages are rendered for the device the user agent names, and get no first view without one.
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const DEFAULT_WEIGHTS = { page: 30, read: 37, login: 3, preregistration: 20, edit: 10 };
const ADDRESSES_PER_LOOP = 40;

/**
 * One HTTP request, as a desktop browser's unless `headers` name another user agent; resolves with its answer, or with `error` when there was none (refused, reset, timed out).
 * @param {string} url
 * @param {{ method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent; localAddress?: string; timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; error?: string }>}
 */
export function request(url, options = {}) {
  const { method = 'GET', headers = {}, body, agent, localAddress, timeoutMs = 15_000 } = options;
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        localAddress,
        headers: {
          'user-agent': BROWSER_USER_AGENT,
          ...headers,
          ...(body !== undefined && { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message }));
    req.end(body);
  });
}

function envelope(body) {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Signs in through `url` and answers the session's bearer token. */
export async function signIn(url, { username, password }, options = {}) {
  const answer = await request(`${url}/api/user/login`, {
    ...options,
    method: 'POST',
    headers: JSON_HEADERS,
    // A token in the answer rather than a session cookie, as a script's call asks for it.
    body: JSON.stringify({ username, password, bearer: true }),
  });
  const token = envelope(answer.body)?.data?.token;
  if (answer.status !== 200 || !token) {
    throw new Error(
      `Signing in as ${username} failed: ${answer.status} ${answer.error ?? answer.body.slice(0, 200)}`,
    );
  }
  return token;
}

/** Creates a published notice through `url` with an admin's token; answers its id. */
export async function createNotice(url, token, title) {
  const answer = await request(`${url}/api/notices`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, body: `${title}: the body.`, category: 'news', status: 'published' }),
  });
  const id = envelope(answer.body)?.data?.id;
  if (answer.status !== 200 || typeof id !== 'number') {
    throw new Error(
      `Creating a notice failed: ${answer.status} ${answer.error ?? answer.body.slice(0, 200)}`,
    );
  }
  return id;
}

function pick(weights, random) {
  const entries = Object.entries(weights).filter(([, weight]) => weight > 0);
  let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of entries) {
    left -= weight;
    if (left < 0) return kind;
  }
  return entries[entries.length - 1][0];
}

/** A small seeded generator: the same seed gives the same sequence of actions. */
function seeded(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * Starts the load on the site at `url` and resolves once every loop is running. Signs the admin in and creates a
 * notice for each loop to edit first (through `url`).
 * @param {import('./mixed-load.d.mts').MixedLoadOptions} options
 * @returns {Promise<import('./mixed-load.d.mts').MixedLoad>}
 */
export async function startMixedLoad(options) {
  // No answer within nginx's own proxy_read_timeout (deploy/nginx/site-proxy.conf) is a failed request.
  const { url, admin, loops = 6, pauseMs = 25, timeoutMs = 60_000, seed = 37 } = options;
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const adminToken = await signIn(url, admin);
  const notices = [];
  for (let i = 0; i < loops; i += 1) notices.push(await createNotice(url, adminToken, `Load ${runId} ${i}`));

  const records = [];
  let running = true;
  const looping = notices.map(async (noticeId, loop) => {
    const addresses = Array.from({ length: ADDRESSES_PER_LOOP }, (_, k) => `127.0.${loop + 1}.${k + 1}`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const random = seeded(seed + loop);
    let sequence = 0;
    try {
      while (running) {
        sequence += 1;
        const kind = pick(weights, random);
        const tag = `${runId}-${loop}-${sequence}`;
        let method = 'GET';
        let path;
        let body;
        let headers = {};
        let write;
        if (kind === 'page') {
          path = random() < 0.5 ? '/home' : `/home/notice/${noticeId}`;
        } else if (kind === 'read') {
          const which = random();
          path =
            which < 0.4 ? '/api/notices?page=1' : which < 0.8 ? `/api/notices/${noticeId}` : '/remotes.json';
        } else if (kind === 'login') {
          method = 'POST';
          path = '/api/user/login';
          headers = JSON_HEADERS;
          body = JSON.stringify({ ...admin, bearer: true });
        } else if (kind === 'preregistration') {
          method = 'POST';
          path = '/customer/MailCol';
          headers = JSON_HEADERS;
          write = `load-${tag}@example.com`;
          body = JSON.stringify({ email: write, platform: 'pc', source: 'home' });
        } else {
          method = 'PUT';
          path = `/api/notices/${noticeId}`;
          headers = { ...JSON_HEADERS, authorization: `Bearer ${adminToken}` };
          write = `Load ${tag}`;
          body = JSON.stringify({ title: write });
        }
        const localAddress = addresses[Math.floor(random() * addresses.length)];
        const start = Date.now();
        const answer = await request(`${url}${path}`, {
          method,
          headers,
          body,
          agent,
          localAddress,
          timeoutMs,
        });
        const end = Date.now();
        const json =
          path.startsWith('/api/') || path.startsWith('/customer/') ? envelope(answer.body) : undefined;
        const ok =
          answer.status >= 200 &&
          answer.status < 400 &&
          (json === undefined ? kind === 'page' || path === '/remotes.json' : json.code === 0);
        records.push({
          loop,
          kind,
          method,
          path,
          start,
          end,
          status: answer.status,
          ok,
          retryAfter: answer.headers['retry-after'],
          error: answer.error,
          ...(ok && write !== undefined && { write }),
          ...(ok && kind === 'login' && { token: json.data.token }),
          ...(ok && kind === 'edit' && { noticeId }),
        });
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + random())));
      }
    } finally {
      agent.destroy();
    }
  });

  return {
    records,
    adminToken,
    notices,
    async stop() {
      running = false;
      await Promise.all(looping);
      return records;
    },
  };
}

/** The p-th percentile (0–100) of `values`, or 0 for none. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Figures of the requests that started in [from, to): how many, how many failed (no answer, or not the answer a
 * working site gives), the answers by status, and the p50, p99 and longest durations in ms.
 */
export function summarize(records, { from = 0, to = Infinity } = {}) {
  const chosen = records.filter((record) => record.start >= from && record.start < to);
  const durations = chosen.map((record) => record.end - record.start);
  const byStatus = {};
  for (const record of chosen) byStatus[record.status] = (byStatus[record.status] ?? 0) + 1;
  return {
    requests: chosen.length,
    failed: chosen.filter((record) => !record.ok).length,
    byStatus,
    p50: percentile(durations, 50),
    p99: percentile(durations, 99),
    max: durations.length ? Math.max(...durations) : 0,
  };
}
