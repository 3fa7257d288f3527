import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@site/contracts/error-codes';
import type { SiteConfig } from '@site/contracts/site-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { cacheControlFor } from '../lib/cache-control.js';
import { fail } from '../lib/envelope.js';
import { createPageRoute } from '../pages/page-route.js';
import { INERT_DOCUMENT_HEADERS, isDocumentType, isServedBuildFile } from '../releases/build-files.js';
import { isStoreKey } from '../releases/remote-store/remote-store.js';

export { renderSiteConfigTag } from '../pages/page-template.js';

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
 * A browser opening an address outside the API and the remote store as a page, though it looks like a file no build
 * serves (a link pasted with a trailing period, `/home/notice/1.5`): it gets the site, which sends the visitor on,
 * rather than an API error. A script or stylesheet asked for gets the file, or the JSON 404.
 */
function opensAsDocument(request: FastifyRequest, pathname: string): boolean {
  if (/^\/(api|remotes|customer)\//.test(pathname)) return false;
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return (request.headers.accept ?? '').includes('text/html');
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

// A page comes only from the page route, with the page's security headers and its data: never a build's page as it lies
// on disk (the host's bare template, a remote's stand-alone page for its development server), which has neither.
// Neither are files of a type no page loads (source maps among them). An address the static server refuses as such
// (a way up: 403, a NUL: 400) is left to it, which says so.
const refusedAsSuch = (pathname: string): boolean =>
  /(^|\/)\.\.(\/|$)/.test(pathname) || pathname.includes('\0');
const servedFile = (pathname: string): boolean =>
  refusedAsSuch(pathname) || isServedBuildFile(pathname.replace(/^\/+/, ''));

/**
 * Serves pages (pages/page-route.ts) and the built host's files at / (one declared route: a page's address, or a
 * file), and the remote store under /remotes/ (every version stays, so a page opened before a release keeps loading
 * its chunks). The not-found handler answers only what is neither: the API's JSON 404. /remotes.json comes from the
 * release history (routes/remotes).
 */
export default fp(
  async function staticSite(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const { hostDistDir, remoteStoreDir, publicOrigin } = opts.config;
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
    const sendPage = createPageRoute(fastify, opts.config, site);

    // The host's files are sent by the page route below (reply.sendFile), which owns every address under /.
    await fastify.register(fastifyStatic, {
      root: hostDistDir,
      serve: false,
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

    // A file of the host's build that a browser opening the address as a document gets (one it refuses as such too:
    // the static server says why); any other address it opens is a page's.
    const isHostFile = async (file: string): Promise<boolean> =>
      refusedAsSuch(file) ||
      (servedFile(file) &&
        (await access(path.join(hostDistDir, file)).then(
          () => true,
          () => false,
        )));

    // Pages and the host's files, not API calls: left out of the OpenAPI document.
    fastify.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const file = (request.params as { '*': string })['*'];
        if (isPageRoute(request.url) || (opensAsDocument(request, `/${file}`) && !(await isHostFile(file)))) {
          return sendPage(request, reply);
        }
        // A file, or the not-found handler's answer (fastify-static calls it for a file not there or not served).
        return reply.sendFile(`/${file}`);
      },
    });

    fastify.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send(fail(ErrorCode.notFound, `No such resource: ${request.method} ${request.url.split('?')[0]}`)),
    );
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
      'security',
    ],
  },
);
