import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_INLINE_SCRIPT } from '@site/contracts/page-inline-script';
import { allowsThirdPartyScripts } from '@site/contracts/third-party-scripts';
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
 * Exactly what the host page loads: its own bundles and the remotes (same origin, or a CDN origin a release may be
 * served from), and on pages whose area runs third-party scripts (docs/security.md, "Content security policy and
 * third-party scripts") the tag manager (script and its noscript frame) and the games provider's tracking script.
 * Other pages, the staff's by default, allow no third-party origin at all, so even an injected tag cannot load.
 * CSS-in-JS needs inline styles. The one inline script is the host's (the first-view look check and the early-press
 * keeper), allowed by its hash; nothing needs eval, plugins or being framed.
 */
const PAGE_INLINE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_INLINE_SCRIPT).digest('base64')}'`;

export function contentSecurityPolicy(
  config: ServerConfig,
  thirdPartyScripts = true,
): Record<string, string[]> {
  const external = thirdPartyScripts
    ? [TAG_MANAGER_ORIGIN, originOf(config.site.trackingScriptUrl)].filter(
        (origin): origin is string => origin !== undefined,
      )
    : [];
  const hosts = [...new Set(external)];
  const remotes = config.remoteManifestOrigins;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", PAGE_INLINE_SCRIPT_SOURCE, ...remotes, ...hosts],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', ...remotes, ...hosts],
    'connect-src': ["'self'", ...remotes, ...hosts],
    'font-src': ["'self'", 'data:', ...remotes],
    'frame-src': thirdPartyScripts ? [TAG_MANAGER_ORIGIN] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Browser features the site never uses, denied to its pages and anything they embed (the tag manager's scripts
 * included), so an injected script cannot ask for them. Only features Chromium knows are named: an unknown one costs a
 * console warning on every page (bluetooth too: Chromium on Linux, where it has no Web Bluetooth, does not know it).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * What the pages do use, for the site itself and no frame: the console's full-screen toggle (navbar) and its
 * settings drawer's "copy settings" button (clipboard).
 */
const SELF_FEATURES = ['clipboard-write', 'fullscreen'];

export function permissionsPolicy(): string {
  return [
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    ...SELF_FEATURES.map((feature) => `${feature}=(self)`),
  ].join(', ');
}

/**
 * The headers helmet sets with these options. None of them varies per request (no CSP nonces), so they are worked
 * out once: @fastify/helmet rebuilds helmet, options and CSP parsing included, on every request, which cost more than
 * all the rest of a cached GET /api/notices (about 3x fewer requests a second, measured).
 */
export function securityHeaders(config: ServerConfig, thirdPartyScripts = true): Record<string, string> {
  const middleware = helmet({
    // useDefaults off: the policy is the list above and nothing else (no upgrade-insecure-requests, which would
    // break plain-http local runs).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, thirdPartyScripts),
    },
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
  // helmet has no Permissions-Policy.
  headers['permissions-policy'] = permissionsPolicy();
  return headers;
}

/** Headers that mean something on a script, stylesheet or image; the rest only govern documents. */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** Static files: a path whose last segment has an extension, outside the API. */
export function isStaticAsset(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !pathname.startsWith('/api/') && /\.[a-z0-9]+$/i.test(pathname);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers of a page of this area (a remote's name; undefined: the public site's), its content security
     * policy included: whatever its address looks like (`/index.html`, `/home/notice/1.5`), a page is a document.
     */
    pageHeaders(area: string | undefined): Record<string, string>;
  }
}

export default fp(
  async function security(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const headers = securityHeaders(opts.config);
    const withoutThirdParty = {
      ...headers,
      'content-security-policy': securityHeaders(opts.config, false)['content-security-policy']!,
    };
    fastify.decorate('pageHeaders', (area: string | undefined) =>
      allowsThirdPartyScripts(area, opts.config.site) ? headers : withoutThirdParty,
    );
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
