import type { RumBatch, RumReport } from '@site/contracts/api/rum';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

/** What a browser got with a page: the versions of each remote, the page view's token, and its visitor cookie. */
export interface PageView {
  versions: Record<string, string>;
  token: string;
  /** The visitor cookie as the browser sends it back (`site-visitor=…`), when the server set or kept one. */
  cookie?: string;
}

/** An address of its own for the n-th sender (198.18.0.0/15, set aside for tests like these). */
export const address = (n: number, net = 18): string => `198.${net}.${(n >> 8) & 255}.${n & 255}`;

export function visitorCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((item) => item.name === 'site-visitor');
  return cookie ? `site-visitor=${cookie.value}` : undefined;
}

/** A page view as a browser at `from` gets it: /remotes.json (what a page's remote index and token are). */
export async function pageView(t: TestApp, from: string, cookie?: string): Promise<PageView> {
  const res = await t.inject({
    url: '/remotes.json',
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { remotes: { name: string; version: string }[]; token: string };
  return {
    versions: Object.fromEntries(body.remotes.map((remote) => [remote.name, remote.version])),
    token: body.token,
    cookie: visitorCookieOf(res) ?? cookie,
  };
}

/** The report of a view of `remote`'s page that used only that remote (with an error of it, when asked). */
export function viewReport(view: PageView, remote: string, error = false): RumReport {
  return {
    page: '/home',
    remote,
    versions: { [remote]: view.versions[remote]! },
    lcp: 1500,
    errors: error ? [{ remote, kind: 'uncaught' }] : [],
  };
}

/** Sends a batch as the page's beacon does (text/plain), from an address. */
export function sendBatch(t: TestApp, batch: Partial<RumBatch> | string, from: string) {
  return t.inject({
    method: 'POST',
    url: '/api/rum',
    remoteAddress: from,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof batch === 'string' ? batch : JSON.stringify(batch),
  });
}
