import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesState(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

/**
 * Whether a browser says the request comes from another site's page. Browsers send Sec-Fetch-Site on every request
 * to an https or local origin; Origin is the fallback where they do not. A request with neither (a script, curl) is
 * not a browser's and cannot carry another site's intent.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && !isOwnOrigin(request, origin, publicOrigin);
}

/**
 * Whether a cookie-carrying request that changes something provably comes from this site's own pages: the cookie
 * alone proves nothing, since the browser attaches it to any request to this host.
 */
export function isProvablySameOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && isOwnOrigin(request, origin, publicOrigin);
}

/**
 * The site's configured address, or the host the request was sent to (which a browser sets itself; behind a proxy
 * that rewrites it, the configured address is the one that matches).
 */
function isOwnOrigin(request: FastifyRequest, origin: string, publicOrigin: string | undefined): boolean {
  try {
    // Through URL on every side, so "host:80" and "host" compare equal.
    const host = new URL(origin).host;
    if (publicOrigin !== undefined && host === new URL(publicOrigin).host) return true;
    return host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}
