import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) =>
  existsSync(file),
);

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * A throwaway Redis on loopback, in memory only, for the tests of limits shared by several instances, when the
 * machine has Redis installed (CI installs Debian's package). TEST_REDIS_URL, when set, is used instead.
 */
export async function startTestRedis(port = Number(process.env.TEST_REDIS_PORT ?? 56379)) {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop() {} };
  if (!REDIS_SERVER) return undefined;
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !(await answers(port)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!(await answers(port))) {
    child.kill();
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}/0`,
    stop() {
      child.kill();
    },
  };
}
