import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The production server on a free loopback port and a fresh embedded database. `options.root` is the checkout whose
 * build runs (its server/dist, host/dist and .data/remotes store); by default this one.
 */
export async function startServer(extraEnv = {}, { root: buildRoot = root } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const child = spawn(process.execPath, [path.join(buildRoot, 'server/dist/server.js')], {
    cwd: buildRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      REMOTE_STORE_DIR:
        buildRoot === root && process.env.REMOTE_STORE_DIR
          ? process.env.REMOTE_STORE_DIR
          : path.join(buildRoot, '.data/remotes'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    // The database goes with the server: every start has a fresh one, and each is some 40 MB.
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
