// A throwaway Redis for the tests of limits that several server instances share: in memory only, on a free
// loopback port, when the machine has redis-server (CI installs Debian's package). Plain ESM like start-server.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { freePort } from './start-server.mjs';

// Redis servers still running when the test process ends are stopped with it.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Where redis-server is installed, or undefined. */
export function redisServerPath() {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
}

/** Whether a Redis on `port` answers PING. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * Starts redis-server (in memory, no persistence) and resolves once it answers PING; undefined when it is not
 * installed. Rejects with its output when it does not answer within `timeoutMs`. `port` starts it on that port (again,
 * after a stop: the cluster's fault tests); a free one by default.
 * @param {{ timeoutMs?: number; port?: number }} [options]
 * @returns {Promise<{ url: string; port: number; pid: number | undefined; stop(): Promise<void> } | undefined>}
 */
export async function startRedis({ timeoutMs = 10_000, port: givenPort } = {}) {
  const server = redisServerPath();
  if (!server) return undefined;
  const port = givenPort ?? (await freePort());
  const child = spawn(
    server,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  running.add(child);
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  }).then(() => running.delete(child));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `redis-server did not answer on port ${port}:\n${output.trim().split('\n').slice(-20).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}/0`, port, pid: child.pid, stop };
}
