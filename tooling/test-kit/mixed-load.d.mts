import type http from 'node:http';

export type LoadKind = 'page' | 'read' | 'login' | 'preregistration' | 'edit';

export interface LoadRecord {
  /** The loop that sent it. */
  loop: number;
  kind: LoadKind;
  method: string;
  path: string;
  /** Date.now() when it was sent and when its answer (or failure) came. */
  start: number;
  end: number;
  /** 0 when there was no answer. */
  status: number;
  /** The answer a working site gives: 2xx/3xx, and for the API the envelope's code 0. */
  ok: boolean;
  retryAfter?: string | string[];
  /** Why there was no answer (refused, reset, timed out). */
  error?: string;
  /** An acknowledged write: the pre-registered e-mail, or the notice title an edit set. */
  write?: string;
  /** An acknowledged login's session token. */
  token?: string;
  /** The notice an acknowledged edit changed. */
  noticeId?: number;
}

export interface MixedLoadOptions {
  /** The site: nginx's address. */
  url: string;
  admin: { username: string; password: string };
  /** Loops of requests at once (default 6); loop n sends each request from one of 127.0.<n + 1>.1–40. */
  loops?: number;
  /** Pause between one loop's requests, on average (default 25 ms). */
  pauseMs?: number;
  /** A request without an answer by then counts as failed (default 60 s, nginx's proxy_read_timeout). */
  timeoutMs?: number;
  /** Relative weights of the kinds of request (default page 30, read 37, login 3, preregistration 20, edit 10). */
  weights?: Partial<Record<LoadKind, number>>;
  seed?: number;
}

export interface MixedLoad {
  /** Every request so far, in the order answered. */
  records: LoadRecord[];
  /** The admin session the edits use. */
  adminToken: string;
  /** The notices the loops edit, one each. */
  notices: number[];
  /** Ends the load once each loop's request in flight is answered; every record. */
  stop(): Promise<LoadRecord[]>;
}

export interface LoadSummary {
  requests: number;
  failed: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

/** One HTTP request, as a desktop browser's unless `headers` name another user agent; `error` when there was no answer. */
export function request(
  url: string,
  options?: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: http.Agent;
    localAddress?: string;
    timeoutMs?: number;
  },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; error?: string }>;
export function signIn(
  url: string,
  credentials: { username: string; password: string },
  options?: { localAddress?: string },
): Promise<string>;
export function createNotice(url: string, token: string, title: string): Promise<number>;
export function startMixedLoad(options: MixedLoadOptions): Promise<MixedLoad>;
export function percentile(values: number[], p: number): number;
export function summarize(records: LoadRecord[], window?: { from?: number; to?: number }): LoadSummary;
