import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

/** The production server on a free loopback port and a fresh embedded database. */
export async function startServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      REMOTE_STORE_DIR: process.env.REMOTE_STORE_DIR ?? path.join(root, '.data/remotes'),
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
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
