import { Readable } from 'node:stream';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { LiveRemote } from '@site/contracts/api/remotes';
import type { PrerenderedPage } from '@site/contracts/prerender-protocol';
import { deviceOfAgent } from '@site/contracts/device';
import { ErrorCode } from '@site/contracts/error-codes';
import { FIRST_VIEW_COOKIE } from '@site/contracts/first-view-look';
import { NOT_FOUND_PATH, canonicalPath, fallbackPath, remoteForPath } from '@site/contracts/route-match';
import type { SiteConfig } from '@site/contracts/site-config';
import {
  TAG_MANAGER_NOSCRIPT_ID,
  allowsThirdPartyScripts,
  isDmgPath,
  isTagManagerId,
  tagManagerFrame,
} from '@site/contracts/third-party-scripts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { NO_CACHE, cacheControlFor } from '../lib/cache-control.js';
import { fail } from '../lib/envelope.js';
import { fileWhenChanged } from '../lib/file-when-changed.js';
import { jsonDataTag } from '../lib/json-data-tag.js';
import { renderPageHints } from '../releases/page-hints.js';
import { createPrerenderer, withPrerenderedPage } from '../releases/prerender.js';
import { renderPreviewBar, withPreviewBar } from '../releases/preview-page.js';
import { PRIVATE_NO_CACHE } from './remote-canary.js';
import { PRIVATE_NO_STORE } from './remote-preview.js';
import { INERT_DOCUMENT_HEADERS, isDocumentType, isServedBuildFile } from '../releases/build-files.js';
import { ensureAddress, isStoreKey } from '../releases/remote-store/remote-store.js';
import { sessionCookieName, sessionCookieToken } from '../auth/session-cookie.js';
import { LOGIN_PATH, safeRedirect } from '../routes/user/login-form.js';

// The template carries an empty data tag (whatever its formatting); the server fills it with the site config.
const CONFIG_PLACEHOLDER = /<script id="site-config" type="application\/json">\s*\{\}\s*<\/script>/;

export function renderSiteConfigTag(site: SiteConfig): string {
  return jsonDataTag('site-config', site);
}

/** Page routes are paths outside the API and the remote store, without an extension or ending in .html. */
export function isPageRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/') || pathname.startsWith('/customer/')) {
    return false;
  }
  const last = pathname.split('/').pop() ?? '';
  // An address ending in .html is a page's too (an old link to /index.html): the host sends it on as any unknown one.
  return !last.includes('.') || /\.html?$/i.test(last);
}

/**
 * A browser opening an address no file has, outside the API and the remote store, as a page (a link pasted with a
 * trailing period, `/home/notice/1.5`): it gets the site, which sends the visitor on, rather than an API error. A
 * script or stylesheet that is not there still gets the JSON 404.
 */
function opensAsDocument(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (/^\/(api|remotes|customer)\//.test(pathname)) return false;
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * SPEC "Route guard": the pages that load the tag manager load its no-script frame too, which only a page without
 * scripts shows, so it must be in the page as sent (the script switcher keeps it, or removes it on a move to /dmg).
 */
function withTagManagerFrame(
  html: string,
  site: SiteConfig,
  area: string | undefined,
  pathname: string,
): string {
  if (!allowsThirdPartyScripts(area, site) || isDmgPath(pathname)) return html;
  if (!isTagManagerId(site.tagManagerId)) return html;
  const frame = `<noscript id="${TAG_MANAGER_NOSCRIPT_ID}">${tagManagerFrame(site.tagManagerId)}</noscript>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${frame}`);
}

/**
 * The page's status: what its first view says its content stands for (a page showing that the notice its address
 * names does not exist is a 404, with its help), else 200 for an address a page has and 404 for any other. Only a
 * client error is taken from a build: a page is never a redirect or a server error by its own say.
 */
export function pageStatus(page: Pick<PrerenderedPage, 'status'> | null, known: boolean): number {
  const said = page?.status;
  if (said !== undefined && Number.isInteger(said) && said >= 400 && said < 500) return said;
  return known ? 200 : 404;
}

/** A path as the first route pattern that matches it writes it (letter case, no trailing slash). */
function pageAddress(patterns: readonly string[], pathname: string): string | undefined {
  for (const pattern of patterns) {
    const address = canonicalPath(pattern, pathname);
    if (address !== undefined) return address;
  }
  return undefined;
}

/** The page's one address (its path, without query), for search engines: case variants and query strings are not others. */
export function canonicalLink(origin: string, pathname: string): string {
  return `<link rel="canonical" href="${escapeHtmlAttribute(`${origin.replace(/\/$/, '')}${encodeURI(decodeURIComponentSafe(pathname))}`)}" />`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function escapeHtmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function createIndexHtmlReader(hostDistDir: string, site: SiteConfig) {
  return fileWhenChanged(path.join(hostDistDir, 'index.html'), (template) =>
    template.replace(CONFIG_PLACEHOLDER, () => renderSiteConfigTag(site)),
  );
}

/**
 * Every build file says what it is and is taken for nothing else (nosniff); one of a type a browser would open as a
 * document (the legal documents' sections a page fetches, an SVG image) comes as an attachment under a sandbox, so
 * that opened directly it is no document of the site (build-files.ts).
 */
function setFileHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
  res.setHeader('x-content-type-options', 'nosniff');
  if (isDocumentType(filePath)) {
    for (const [name, value] of Object.entries(INERT_DOCUMENT_HEADERS)) res.setHeader(name, value);
  }
}

// A page comes only from sendIndex, with the page's security headers and its data: never a build's page as it lies
// on disk (the host's bare template, a remote's stand-alone page for its development server), which has neither.
// Neither are files of a type no page loads (source maps among them). An address the static server refuses as such
// (a way up: 403, a NUL: 400) is left to it, which says so.
const refusedAsSuch = (pathname: string): boolean =>
  /(^|\/)\.\.(\/|$)/.test(pathname) || pathname.includes('\0');
const servedFile = (pathname: string): boolean =>
  refusedAsSuch(pathname) || isServedBuildFile(pathname.replace(/^\/+/, ''));

/**
 * Serves the built host at /, the remote store under /remotes/ (every version stays, so a page opened before a release
 * keeps loading its chunks), and index.html for page routes. /remotes.json comes from the release history
 * (routes/remotes).
 */
/**
 * The page, streamed: all of it but its end at once (the head's hints start the scripts' downloads), then the data of
 * a signed-in page as it arrives, at the end of the body. The entry script is deferred, so it runs once the document
 * is parsed, the data included; without data (a failed or empty read) the console fetches it itself.
 */
function withDataToCome(html: string, data: Promise<PrerenderedPage | null>): Readable {
  const end = html.lastIndexOf('</body>');
  const [start, rest] = end < 0 ? [html, ''] : [html.slice(0, end), html.slice(end)];
  return Readable.from(
    (async function* () {
      yield Buffer.from(start);
      const page = await data.catch(() => null);
      if (page?.dataOnly) yield Buffer.from(page.head);
      yield Buffer.from(rest);
    })(),
  );
}

export default fp(
  async function staticSite(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const { hostDistDir, remoteStoreDir, publicOrigin, sessionCookieSecure: sessionSecure } = opts.config;
    // Pages carry the site's absolute address (printed link targets, share links). A production server cannot guess
    // the address its visitors use, and the request's Host is whatever the client says.
    if (!publicOrigin) {
      throw new Error(
        'PUBLIC_ORIGIN must be set in production: the address visitors reach the site at, such as ' +
          'https://astrea.example. Pages use it for their absolute links (never the Host a request claims).',
      );
    }
    // From the configuration: a Host or X-Forwarded-Host header would end up in the page and in the renders kept for
    // every visitor after it.
    const site: SiteConfig = { ...opts.config.site, origin: publicOrigin };
    const readIndexHtml = createIndexHtmlReader(hostDistDir, site);
    const prerenderer = createPrerenderer(remoteStoreDir, {
      // The shared store copies a release to this instance before its prerender build is run (app.ts registers it).
      ensureLocal: fastify.hasDecorator('remoteStore') ? ensureAddress(fastify.remoteStore) : undefined,
      onError: (error, context) => fastify.log.warn({ err: error, ...context }, 'page not prerendered'),
      // A page's data, fetched by its render as the browser would: from this server's own API, without a network.
      api: async (call) => {
        const answer = await fastify.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: call.headers,
          payload: call.body,
        });
        return { status: answer.statusCode, headers: answer.headers, body: answer.body };
      },
      // Pages show notices: a write to them, or their next scheduled publication, makes a kept page out of date.
      freshness: {
        generation: () => fastify.publicNotices.generation,
        freshUntil: () => fastify.publicNotices.freshUntil(),
        now: () => fastify.clock(),
      },
    });
    fastify.addHook('onClose', async () => prerenderer.close());

    // The page's first view, from the prerender build of the remote that serves the path (when it has one).
    // A page tells the server that its first view would not look like what this visitor sees (settings kept in the
    // browser) with a "first-view=off" cookie on its path.
    // A previewing browser's pages are rendered for it alone: neither kept for others nor taken from what was kept.
    // A signed-in visitor's page that has no first view gets the data its routes read, read with the visitor's
    // session (which the render never sees): still to come, so the page's head goes out before it.
    const firstView = async (
      request: FastifyRequest,
      remote: LiveRemote | undefined,
      previewing: boolean,
    ): Promise<{ page: PrerenderedPage | null; data?: Promise<PrerenderedPage | null> }> => {
      if (!remote || request.cookies[FIRST_VIEW_COOKIE] === 'off') return { page: null };
      const asked = { url: request.url, site, device: deviceOfAgent(request.headers['user-agent']) };
      const page = await prerenderer.render(remote.manifest, asked, { shared: !previewing });
      if (page || !opts.config.signedInPageData) return { page };
      // An unknown, expired or logged-out session gets the page as anyone does.
      const token = await liveSessionToken(request);
      if (!token) return { page: null };
      const session = `${sessionCookieName(sessionSecure)}=${token}`;
      return { page: null, data: prerenderer.render(remote.manifest, asked, { session }) };
    };

    /** The request's session token, when it names a live session. */
    const liveSessionToken = async (request: FastifyRequest): Promise<string | undefined> => {
      const token = sessionCookieToken(request, sessionSecure);
      return token && (await fastify.liveSession(token)) ? token : undefined;
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const template = await readIndexHtml();
      if (!template) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The site is not built yet: run "npm run build" (or "npm start") first.');
      }
      // The live remotes go into the page itself, with hints for the remote code this path will run, so the browser
      // fetches them beside the host's scripts instead of after them.
      // A browser that previews a version gets it in place of the live one, in answers no cache keeps.
      // While a canary runs, the versions depend on the visitor: no shared cache may keep one visitor's page.
      const [preview, canaries] = await Promise.all([
        fastify.previewOf(request, reply),
        fastify.visitorCanaries(request, reply),
      ]);
      let cacheControl = preview ? PRIVATE_NO_STORE : canaries ? PRIVATE_NO_CACHE : NO_CACHE;
      const remotes = await fastify.liveRemotes(preview, canaries);
      const pathname = request.url.split('?')[0] ?? '/';
      const remote = remoteForPath(remotes, pathname);
      const query = request.url.slice(pathname.length);
      // The router matches addresses in any letter case: one in another case than its page's is a duplicate of it,
      // sent to the page's own address. An address no page has answers 404 (to search engines and link checkers);
      // the host still sends the visitor on to the site's top page (SPEC "Redirects"). The not-found page is a page,
      // and says what it is with its status too.
      const canonical = remote && pageAddress(remote.routes, pathname);
      const known = (pathname === '/' || remote !== undefined) && canonical !== NOT_FOUND_PATH;
      if (canonical && canonical !== pathname) {
        return reply.header('cache-control', cacheControl).redirect(`${canonical}${query}`, 301);
      }
      // A signed-in staff member asking for the login page is sent on to where a login would take them (the page's
      // ?redirect=, on this site only), before anything loads: with or without scripts.
      if (pathname === LOGIN_PATH && (await liveSessionToken(request))) {
        const next = safeRedirect(new URLSearchParams(query).get('redirect') ?? undefined);
        return reply.header('cache-control', PRIVATE_NO_STORE).redirect(next, 302);
      }
      const [hints, { page, data }] = await Promise.all([
        fastify.remoteStartupFiles(remotes, pathname),
        firstView(request, remote, preview !== undefined),
      ]);
      // A remote's page is rendered for the device its user agent names.
      if (remote) reply.header('vary', 'user-agent');
      // One visitor's data: no cache keeps it. Its head goes out before the data is read (withDataToCome), which a
      // proxy that buffers answers, as nginx does, would hold back: X-Accel-Buffering tells nginx to pass it on.
      if (data) {
        cacheControl = PRIVATE_NO_STORE;
        reply.header('x-accel-buffering', 'no');
      }
      // Whether the page's markup was rendered for this request or kept from one with the same address and data.
      if (page) reply.header('server-timing', `first-view;desc="${page.kept ? 'kept' : 'rendered'}"`);
      // A phone asking for a PC page (or a desktop for a phone page) is sent to the page the device rule gives it
      // before anything loads (the browser keeps the address's fragment).
      if (page && page.path !== pathname) {
        return reply.header('cache-control', cacheControl).redirect(`${page.path}${query}`, 302);
      }
      const status = pageStatus(page, known);
      // A static page runs no application, so it gets neither the remotes nor their hints.
      const head = [
        ...(status === 200 ? [canonicalLink(site.origin, canonical ?? pathname)] : []),
        // An address with no page of its own shows nothing without scripts, which send the visitor on: so does this.
        ...(!page && (!known || pathname === '/')
          ? [
              `<noscript><meta http-equiv="refresh" content="0; url=${fallbackPath(`${site.origin}${request.url}`)}" /></noscript>`,
            ]
          : []),
        // The host's copies of shared modules a page uses may be among its own start-up hints already.
        ...(page?.staticPage
          ? []
          : [
              renderPageHints(
                remotes,
                hints.filter((hint) => !template.includes(`href="${hint.href}"`)),
                await fastify.rum.pageViewToken(remotes, canaries?.visitor),
              ),
            ]),
      ];
      // The page view's token is this answer's alone: no shared cache may hand it to another visitor.
      if (!page?.staticPage && cacheControl === NO_CACHE) cacheControl = PRIVATE_NO_CACHE;
      let html = template.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
      if (page) html = withPrerenderedPage(html, page, site, remote?.name);
      html = withTagManagerFrame(html, site, remote?.name, canonical ?? pathname);
      if (preview) html = withPreviewBar(html, renderPreviewBar(preview, remote?.name, request.url));
      return reply
        .status(status)
        .header('cache-control', cacheControl)
        .headers(fastify.pageHeaders(remote?.name))
        .type('text/html; charset=utf-8')
        .send(data ? withDataToCome(html, data) : html);
    };

    await fastify.register(fastifyStatic, {
      root: hostDistDir,
      prefix: '/',
      index: false,
      allowedPath: servedFile,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setFileHeaders,
    });
    // The remote store's files: only of a version that is public now, and only what a page loads (never the
    // prerender build or source maps). The address is checked as the static server will read it (decoded), not as
    // the request wrote it.
    await fastify.register(async function remoteFiles(scope) {
      scope.addHook('preHandler', async (request, reply) => {
        const address = (request.params as { '*'?: string })['*'] ?? '';
        if (refusedAsSuch(address)) return;
        const [name = '', version = '', ...file] = address.split('/');
        const served =
          isStoreKey(name, version) &&
          isServedBuildFile(file.join('/')) &&
          (await fastify.servesRemoteVersion(name, version));
        if (!served) return reply.callNotFound();
      });
      await scope.register(fastifyStatic, {
        root: remoteStoreDir,
        prefix: '/remotes/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        decorateReply: false,
        setHeaders: setFileHeaders,
      });
    });

    // A page, not an API call: left out of the OpenAPI document, as @fastify/static leaves out its files.
    fastify.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(request, reply));

    fastify.setNotFoundHandler(async (request, reply) => {
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        (isPageRoute(request.url) || opensAsDocument(request))
      ) {
        return sendIndex(request, reply);
      }
      return reply
        .status(404)
        .send(fail(ErrorCode.notFound, `No such resource: ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  {
    name: 'static-site',
    dependencies: [
      '@fastify/cookie',
      'auth',
      'remote-store',
      'remote-releases',
      'remote-preview',
      'remote-canary',
      'rum',
      'security',
    ],
  },
);
