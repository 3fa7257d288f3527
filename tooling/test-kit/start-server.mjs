// The one way tests and benchmarks start the real server: a child process on a free loopback port, ready once
// GET /api/health answers 200, stopped with SIGTERM. Server tests (jest), the browser tests (Playwright) and the
// benchmarks (plain Node) all import it, so it is plain ESM with its types beside it (start-server.d.mts), and it
// never reads import.meta: jest compiles it to CommonJS.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const HEALTH_PATH = '/api/health';
const OUTPUT_LIMIT = 64 * 1024;
const TAIL_LINES = 40;

/** The checkout holding `start` (or the working directory): the nearest folder with a pnpm-workspace.yaml. */
export function findRepoRoot(start = process.cwd()) {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No checkout (a folder with pnpm-workspace.yaml) at or above ${path.resolve(start)}`);
    }
  }
}

function workingCheckout() {
  try {
    return findRepoRoot();
  } catch {
    return undefined;
  }
}

/** A loopback port nobody listens on now (the kernel's pick for port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** How the server runs: its build, its TypeScript source through tsx, or any other Node arguments. */
function nodeArguments(entry, root) {
  if (Array.isArray(entry)) return entry;
  if (entry === 'source') return ['--import', 'tsx', path.join(root, 'server/src/server.ts')];
  const built = path.join(root, 'server/dist/server.js');
  if (!existsSync(built)) {
    throw new Error(`${built} is missing: build the server first (pnpm --filter @site/server build)`);
  }
  return [built];
}

/** Keeps the last OUTPUT_LIMIT characters a child wrote on stdout and stderr, in the order it wrote them. */
function captureOutput(child, echoStderr) {
  let text = '';
  const keep = (chunk) => {
    text += chunk;
    if (text.length > OUTPUT_LIMIT) text = text.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', (chunk) => {
    keep(chunk);
    if (echoStderr) process.stderr.write(chunk);
  });
  return () => text;
}

function tail(text) {
  const lines = text.trimEnd().split('\n');
  const shown = lines.slice(-TAIL_LINES).join('\n');
  return shown ? `Its last output:\n${shown}` : 'It wrote nothing.';
}

/** Environment values the caller left undefined do not override the defaults. */
function definedOnly(env = {}) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

function spawnServer({ root, entry, launcher, env, spawnOptions }) {
  const args = nodeArguments(entry, root);
  const [command, ...prefix] = launcher?.length ? launcher : [process.execPath];
  const argv = launcher?.length ? [...prefix, process.execPath, ...args] : args;
  const child = spawn(command, argv, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...spawnOptions,
  });
  // A command that cannot be spawned (a launcher that is not installed) emits 'error' and may never emit 'exit'.
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      child.spawnError = error;
      resolve(null);
    });
  });
  const shown = (part) => {
    if (part === process.execPath) return 'node';
    if (part.startsWith(root + path.sep)) return path.relative(root, part);
    // Inline code (node -e) is named, not quoted.
    return part.includes('\n') ? '<script>' : part;
  };
  return { child, exited, description: [command, ...argv].map(shown).join(' ') };
}

// Servers still running when the test process ends (a crashed runner, a forgotten stop) are killed with it.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function healthOf(url) {
  try {
    const response = await fetch(url + HEALTH_PATH, { signal: AbortSignal.timeout(5_000) });
    if (response.ok) return { ok: true };
    const body = await response.text();
    return { ok: false, last: `${response.status} ${body.slice(0, 200)}` };
  } catch {
    return { ok: false, last: undefined };
  }
}

/**
 * Starts the server and resolves once it answers GET /api/health with 200. Rejects, with the end of what the server
 * wrote, when it exits first or does not answer within `timeoutMs`.
 * @param {import('./start-server.d.mts').StartServerOptions} [options]
 * @returns {Promise<import('./start-server.d.mts').StartedServer>}
 */
export async function startServer(options = {}) {
  const {
    root: givenRoot,
    entry = 'built',
    env = {},
    launcher,
    timeoutMs = 120_000,
    echoStderr = false,
  } = options;
  const root = path.resolve(givenRoot ?? findRepoRoot());
  // REMOTE_STORE_DIR names the store of the checkout we run in; another checkout's build is served from its own.
  const remoteStore =
    options.remoteStore ??
    (root === workingCheckout() ? process.env.REMOTE_STORE_DIR : undefined) ??
    path.join(root, '.data/remotes');
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const removeOwnData = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  // Another process may take the free port between the probe and the server's listen: try another one then.
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    let started;
    try {
      started = spawnServer({
        root,
        entry,
        launcher,
        spawnOptions: options.spawnOptions,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          // The embedded database and in-process limits unless the caller names a server: a developer's shell
          // settings must not point a test at a real database.
          DATABASE_URL: '',
          REDIS_URL: '',
          // No load balancer in front of a test's server: a stop need not wait for it to let go of idle connections.
          SHUTDOWN_GRACE_SECONDS: '0',
          DATA_DIR: dataDir,
          REMOTE_STORE_DIR: remoteStore,
          ...definedOnly(env),
          PORT: String(port),
        },
      });
    } catch (error) {
      removeOwnData();
      throw error;
    }
    const { child, exited, description } = started;
    running.add(child);
    void exited.then(() => running.delete(child));
    const output = captureOutput(child, echoStderr);
    let exitCode;
    void exited.then(
      (code) => (exitCode = child.spawnError?.message ?? code ?? child.signalCode ?? 'a signal'),
    );

    const deadline = Date.now() + timeoutMs;
    let last;
    for (;;) {
      const health = await healthOf(url);
      if (health.ok) {
        return {
          url,
          port,
          dataDir,
          child,
          exited,
          output,
          async stop({ signal = 'SIGTERM', timeoutMs: stopTimeoutMs = 15_000 } = {}) {
            if (child.exitCode === null && child.signalCode === null) {
              child.kill(signal);
              const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
              await exited;
              clearTimeout(timer);
            }
            removeOwnData();
            return exited;
          },
        };
      }
      last = health.last ?? last;
      if (exitCode !== undefined || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const exitedFirst = exitCode !== undefined;
    if (!exitedFirst) {
      child.kill('SIGKILL');
      await exited;
    }
    const text = output();
    if (exitedFirst && /EADDRINUSE/.test(text) && options.port === undefined && attempt < 3) continue;
    removeOwnData();
    const how = typeof exitCode === 'number' ? `code ${exitCode}` : exitCode;
    const why = exitedFirst
      ? `exited (${how}) before it answered GET ${HEALTH_PATH}`
      : `did not answer GET ${HEALTH_PATH} with 200 within ${Math.round(timeoutMs / 1000)} s` +
        (last ? ` (last answer: ${last})` : '');
    throw new Error(`The server (${description}, ${url}) ${why}. ${tail(text)}`);
  }
}

/**
 * Runs the server until it exits by itself (a start it must refuse): resolves with its exit code and output;
 * rejects when it is still running after `timeoutMs`.
 * @param {import('./start-server.d.mts').RunServerOptions} [options]
 * @returns {Promise<{ code: number | null; output: string }>}
 */
export function runServerToExit(options = {}) {
  const { root = findRepoRoot(), entry = 'built', env = {}, timeoutMs = 60_000 } = options;
  const { child, exited, description } = spawnServer({
    root,
    entry,
    spawnOptions: options.spawnOptions,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...definedOnly(env),
    },
  });
  running.add(child);
  const output = captureOutput(child, false);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server (${description}) did not exit within ${timeoutMs} ms. ${tail(output())}`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, output: output() });
    });
  });
}
