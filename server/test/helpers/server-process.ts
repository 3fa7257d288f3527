import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { findRepoRoot } from '../../src/lib/repo-root.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

/** How the server process is run: its source through tsx by default, or the build (server/dist/server.js). */
export const SOURCE_SERVER = ['--import', 'tsx', 'server/src/server.ts'];
export const BUILT_SERVER = ['server/dist/server.js'];

/** The real server as a child process, answering once /api/health does. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  args: string[] = SOURCE_SERVER,
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: findRepoRoot(),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { child, baseUrl, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}
