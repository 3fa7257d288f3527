import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { ServerConfig } from '../config.js';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Exactly what the host page loads: its own bundles and the remotes (same origin), the tag manager (script and its
 * noscript frame) and the games provider's tracking script. CSS-in-JS needs inline styles; nothing needs inline
 * scripts, eval, plugins or being framed.
 */
export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const external = [TAG_MANAGER_ORIGIN, originOf(config.site.trackingScriptUrl)].filter(
    (origin): origin is string => origin !== undefined,
  );
  const hosts = [...new Set(external)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hosts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...hosts],
    'connect-src': ["'self'", ...hosts],
    'font-src': ["'self'", 'data:'],
    'frame-src': [TAG_MANAGER_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The headers helmet sets with these options. None of them varies per request (no CSP nonces), so they are worked
 * out once: @fastify/helmet rebuilds helmet, options and CSP parsing included, on every request, which cost more than
 * all the rest of a cached GET /api/notices (about 3x fewer requests a second, measured).
 */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  const middleware = helmet({
    // useDefaults off: the policy is the list above and nothing else (no upgrade-insecure-requests, which would
    // break plain-http local runs).
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only makes sense where the site is served over https, i.e. production.
    strictTransportSecurity: config.production ? { maxAge: 15552000, includeSubDomains: true } : false,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Headers that mean something on a script, stylesheet or image; the rest only govern documents. */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** Static files: a path whose last segment has an extension, outside the API. */
export function isStaticAsset(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !pathname.startsWith('/api/') && /\.[a-z0-9]+$/i.test(pathname);
}

export default fp(
  async function security(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const headers = securityHeaders(opts.config);
    // Every script of a page would otherwise carry a kilobyte of document policy that browsers ignore there.
    const assetHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)),
    );
    fastify.addHook('onRequest', async (request, reply) => {
      reply.headers(isStaticAsset(request.url) ? assetHeaders : headers);
    });
  },
  { name: 'security' },
);
