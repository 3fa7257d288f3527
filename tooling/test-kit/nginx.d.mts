import type { ChildProcess } from 'node:child_process';

export interface StartNginxOptions {
  /** The instances, host:port each, in site.conf's upstream in place of its example servers. */
  upstreams: string[];
  /** The checkout whose deploy/nginx is used (default: this one). */
  root?: string;
  /** The port to listen on (127.0.0.1); a free one by default. */
  port?: number;
  /** worker_processes (default 1). */
  workers?: number;
  /** How long to wait for nginx to accept connections (default 10 s). */
  timeoutMs?: number;
}

export interface StartedNginx {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Its folder: configuration, pid, logs, temp files and cache. */
  dir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  errorLog(): string;
  /** One line a request: time, method, address, status, the instance(s) tried and their statuses, duration. */
  accessLog(): string;
  /** A graceful stop (QUIT, KILL after 5 s); removes its folder. */
  stop(): Promise<void>;
}

export function nginxPath(): string | undefined;
export function topLevelStatements(text: string): string[];
export function siteHttpConfig(siteConf: string, options: { upstreams: string[]; cacheDir: string }): string;
export function startNginx(options: StartNginxOptions): Promise<StartedNginx | undefined>;
