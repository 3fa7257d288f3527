import type { StartedNginx } from './nginx.d.mts';
import type { StartedServer } from './start-server.d.mts';

export const CLUSTER_ADMIN: { username: string; password: string };

export interface StartClusterOptions {
  /** The checkout whose build runs (server/dist, host/dist, .data/remotes, deploy/); default: this one. */
  root?: string;
  /** How many instances (default 3). */
  instances?: number;
  /** Added to every instance's environment (over deploy/site.env.example and the cluster's addresses). */
  env?: Record<string, string>;
  /** PostgreSQL's port; default CLUSTER_PG_PORT, else a free one. */
  postgresPort?: number;
  /** Start every instance at the same moment (default: one after the other). */
  together?: boolean;
  /** nginx's worker_processes (default 1). */
  nginxWorkers?: number;
  /** How long each instance may take to answer GET /api/health (default 240 s). */
  timeoutMs?: number;
  echoStderr?: boolean;
}

export interface ClusterInstance {
  index: number;
  port: number;
  /** 127.0.0.1:<port>, as nginx's upstream names it. */
  address: string;
  /** http://127.0.0.1:<port>: the instance itself, past nginx. */
  url: string;
  dataDir: string;
  /** The running (or last) process; undefined before the first start. */
  server: StartedServer | undefined;
}

export interface Cluster {
  /** nginx's address: http://127.0.0.1:<port>. */
  url: string;
  root: string;
  dir: string;
  /** Every instance's environment. */
  env: Record<string, string>;
  admin: { username: string; password: string };
  instances: ClusterInstance[];
  nginx: StartedNginx;
  postgres: { url: string; stop(): void; start(): void };
  redis: { readonly url: string | undefined; stop(): Promise<void>; start(): Promise<void> };
  /** Starts instance `index` again on its port (after a stop or a kill), with `env` added to its environment. */
  startInstance(index: number, env?: Record<string, string>): Promise<ClusterInstance>;
  /** SIGTERM (or `signal`) and waits for the exit; its exit code. */
  stopInstance(
    index: number,
    options?: { signal?: NodeJS.Signals; timeoutMs?: number },
  ): Promise<number | null>;
  /** Whether the instance's process is running. */
  isRunning(instance: ClusterInstance): boolean;
  /** Starts again whatever of PostgreSQL, Redis and the instances is stopped (after a test that stopped it failed). */
  heal(): Promise<void>;
  /** The main process of every running part: the instances, nginx, PostgreSQL, Redis. */
  pids(): number[];
  /** Requests instance `index` answered for nginx with a 2xx or 3xx since `since` (ms). */
  answeredBy(index: number, since: number): number;
  /** SIGKILL, and waits until the process is gone. */
  killInstance(index: number): Promise<void>;
  /** Rows of one statement run with psql on the cluster's database, each as its columns' text. */
  sql(text: string): string[][];
  /** Stops nginx, the instances, Redis and PostgreSQL, and deletes their folders. */
  stop(): Promise<void>;
}

export interface AccessLine {
  /** ms since the epoch */
  at: number;
  method: string;
  uri: string;
  status: number;
  /** The instances tried, in order (host:port). */
  upstreams: string[];
  upstreamStatuses: string[];
}

export function parseAccessLog(text: string): AccessLine[];
export function parseEnvironmentFile(text: string): Record<string, string>;
export function missingForCluster(): string[];
export function startCluster(options?: StartClusterOptions): Promise<Cluster>;
