import type { ChildProcess, SpawnOptions } from 'node:child_process';

/** The server's build (server/dist/server.js, the default), its source through tsx, or other Node arguments. */
export type ServerEntry = 'built' | 'source' | string[];

export interface RunServerOptions {
  /** The checkout whose server runs (its server/dist or server/src, host/dist, .data/remotes); default: this one. */
  root?: string;
  entry?: ServerEntry;
  /** Added to the environment; an undefined value leaves the default (or the inherited value) alone. */
  env?: Record<string, string | undefined>;
  /** Run as another user, for instance: passed to child_process.spawn. */
  spawnOptions?: Pick<SpawnOptions, 'uid' | 'gid'>;
  /** runServerToExit: how long the server may run before it counts as not exiting; startServer: see there. */
  timeoutMs?: number;
}

export interface StartServerOptions extends RunServerOptions {
  /** DATA_DIR, kept after stop(); by default a fresh folder under the system's temp folder that stop() removes. */
  dataDir?: string;
  /**
   * REMOTE_STORE_DIR; default: the environment's REMOTE_STORE_DIR when `root` is the checkout of the working
   * directory, else <root>/.data/remotes, where npm run build publishes.
   */
  remoteStore?: string;
  /** A fixed port instead of a free one. */
  port?: number;
  /** A command the server runs under, such as ['strace', '-f', '-o', file]: it is given node and its arguments. */
  launcher?: string[];
  /** How long to wait for GET /api/health to answer 200 (default 120 s). */
  timeoutMs?: number;
  /** Also write the server's stderr to this process's stderr (it is captured either way). */
  echoStderr?: boolean;
}

export interface StartedServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The exit code; null when a signal ended the process. */
  exited: Promise<number | null>;
  /** The end (64 KB) of what the server wrote on stdout and stderr. */
  output(): string;
  /** SIGTERM (or `signal`), SIGKILL after `timeoutMs`; removes the data folder startServer created. */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<number | null>;
}

export function findRepoRoot(start?: string): string;
export function freePort(): Promise<number>;
export function startServer(options?: StartServerOptions): Promise<StartedServer>;
export function runServerToExit(options?: RunServerOptions): Promise<{ code: number | null; output: string }>;
