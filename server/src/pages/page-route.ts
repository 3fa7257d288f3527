import path from 'node:path';
import { Readable } from 'node:stream';
import type { LiveRemote } from '@site/contracts/api/remotes';
import { deviceOfAgent } from '@site/contracts/device';
import { FIRST_VIEW_COOKIE } from '@site/contracts/first-view-look';
import type { PrerenderedPage } from '@site/contracts/prerender-protocol';
import type { SiteConfig } from '@site/contracts/site-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { fileWhenChanged } from '../lib/file-when-changed.js';
import { liveRemotesFor } from '../releases/live-remotes-for.js';
import { PRIVATE_NO_STORE } from '../plugins/remote-preview.js';
import { LOGIN_PATH, safeRedirect } from '../routes/user/login-form.js';
import { createFirstView } from './first-view.js';
import {
  type KeptDocument,
  chosenEncoding,
  createKeptDocuments,
  etagOf,
  matchesEtag,
} from './kept-documents.js';
import { type PageAddress, createPageAddresses, pageStatus } from './page-address.js';
import { assembleDocument } from './page-document.js';
import { type PageTemplate, parsePageTemplate } from './page-template.js';

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

/**
 * A page's trip through the server, step by step (docs/architecture.md, "A page's trip"):
 * 1. the host's template (read again only when the host is built again);
 * 2. the remotes and versions for this request (liveRemotesFor: previews and canaries stay behind it);
 * 3. redirects: to the page's own address, a signed-in staff member away from the login page;
 * 4. a page kept finished for every visitor, sent as it is (its compressed form, or 304);
 * 5. the first view and the remote's start-up hints;
 * 6. a phone sent to its own page (or a desktop to its own);
 * 7. the document, from the template's slots;
 * 8. the headers, and the page (kept for the next visitor when it is everyone's).
 */
export function createPageRoute(fastify: FastifyInstance, config: ServerConfig, site: SiteConfig) {
  let templates = 0;
  const readTemplate = fileWhenChanged(path.join(config.hostDistDir, 'index.html'), (text) => ({
    template: parsePageTemplate(text, site),
    // Kept pages of an older host build are never matched again.
    id: ++templates,
  }));
  const remotesFor = liveRemotesFor(fastify);
  const pageAddress = createPageAddresses();
  // The versions a list of live remotes stands for, in a kept document's key (one list until a release changes).
  const versionsOf = new WeakMap<LiveRemote[], string>();
  const versions = (remotes: LiveRemote[]) => {
    let written = versionsOf.get(remotes);
    if (written === undefined) {
      written = remotes.map((r) => `${r.name}@${r.version}`).join(' ');
      versionsOf.set(remotes, written);
    }
    return written;
  };
  const firstView = createFirstView(fastify, config, site);
  const kept = createKeptDocuments(() => fastify.clock());

  const sendKept = (request: FastifyRequest, reply: FastifyReply, document: KeptDocument) => {
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    const etag = etagOf(document, encoding);
    reply.header('etag', etag);
    // A page kept as it was just made says how its first view was made.
    if (!reply.hasHeader('server-timing')) reply.header('server-timing', 'first-view;desc="kept"');
    if (document.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
      return reply.status(304).send();
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.status(document.status).type('text/html; charset=utf-8').send(document[encoding]);
  };

  // The pages being made for every visitor now, by what keeps them.
  const inMaking = new Map<string, Promise<void>>();

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // 1. The template.
    const template = await readTemplate();
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run "npm run build" (or "npm start") first.');
    }

    // 2. The remotes and versions: the live remotes go into the page itself, with hints for the remote code this
    // path will run, so the browser fetches them beside the host's scripts instead of after them.
    const { remotes, cacheControl, personal, banner } = await remotesFor(request, reply);
    const address = pageAddress(remotes, request.url);
    const { pathname, query, remote, canonical } = address;

    // 3. Redirects. The router matches addresses in any letter case: one in another case than its page's is a
    // duplicate of it, sent to the page's own address. An address no page has answers 404 (to search engines and link
    // checkers); the host still sends the visitor on to the site's top page (SPEC "Redirects").
    if (canonical && canonical !== pathname) {
      return reply.header('cache-control', cacheControl).redirect(`${canonical}${query}`, 301);
    }
    // A signed-in staff member asking for the login page is sent on to where a login would take them (the page's
    // ?redirect=, on this site only), before anything loads: with or without scripts.
    if (pathname === LOGIN_PATH && (await firstView.liveSessionToken(request))) {
      const next = safeRedirect(new URLSearchParams(query).get('redirect') ?? undefined);
      return reply.header('cache-control', PRIVATE_NO_STORE).redirect(next, 302);
    }

    // Headers every page of this address has. A remote's page is rendered for the device its user agent names.
    reply.headers(fastify.pageHeaders(remote?.name)).header('cache-control', cacheControl);
    if (remote) reply.header('vary', 'user-agent');

    // 4. A page kept for every visitor: the same for all who get these versions on this device.
    const everyones = !personal && request.cookies[FIRST_VIEW_COOKIE] !== 'off';
    const device = deviceOfAgent(request.headers['user-agent']);
    const keptAs = `${template.id}\n${device}\n${versions(remotes)}\n${pathname}`;
    const generation = fastify.publicNotices.generation;
    let found = everyones ? kept.get(keptAs, query, generation) : undefined;
    // While one request makes this page again (its notices' time was up), the others wait for it rather than each
    // render and assemble the same page. Not lru-cache's fetchMethod: making a page needs the request's reply
    // (redirects, headers, a visitor's cookie), and the page's key is known only once it is made (the query
    // parameters it reads).
    const making = everyones && !found ? inMaking.get(keptAs) : undefined;
    if (making) {
      await making;
      found = kept.get(keptAs, query, fastify.publicNotices.generation);
    }
    if (found)
      return sendKept(
        request,
        reply.header('vary', remote ? 'user-agent, accept-encoding' : 'accept-encoding'),
        found,
      );

    let made: (() => void) | undefined;
    if (everyones && !inMaking.has(keptAs)) {
      inMaking.set(keptAs, new Promise<void>((resolve) => (made = resolve)));
    }
    try {
      return await makePage(request, reply, {
        template,
        remotes,
        address,
        banner,
        everyones,
        keptAs,
        generation,
      });
    } finally {
      if (made) {
        inMaking.delete(keptAs);
        made();
      }
    }
  }

  async function makePage(
    request: FastifyRequest,
    reply: FastifyReply,
    made: {
      template: { template: PageTemplate };
      remotes: LiveRemote[];
      address: PageAddress;
      banner: ((area: string | undefined) => string) | undefined;
      everyones: boolean;
      keptAs: string;
      generation: number;
    },
  ) {
    const { template, remotes, address, banner, everyones, keptAs, generation } = made;
    const { pathname, query, remote } = address;
    // 5. The first view, and what the page will fetch first from its remote.
    const [hints, { page, data }] = await Promise.all([
      fastify.remoteStartupFiles(remotes, pathname),
      firstView.render(request, remote),
    ]);
    // One visitor's data: no cache keeps it. Its head goes out before the data is read (withDataToCome), which a
    // proxy that buffers answers, as nginx does, would hold back: X-Accel-Buffering tells nginx to pass it on.
    if (data) reply.header('cache-control', PRIVATE_NO_STORE).header('x-accel-buffering', 'no');
    // Whether the page's first view was rendered for this request (kept pages say "kept").
    if (page) reply.header('server-timing', 'first-view;desc="rendered"');

    // 6. A phone asking for a PC page (or a desktop for a phone page) is sent to the page the device rule gives it
    // before anything loads (the browser keeps the address's fragment).
    if (page && page.path !== pathname) return reply.redirect(`${page.path}${query}`, 302);

    // 7. The document.
    const status = pageStatus(page?.status, address.known);
    const html = assembleDocument({
      template: template.template,
      site,
      address,
      url: request.url,
      status,
      remotes,
      hints,
      page,
      banner: banner?.(remote?.name),
    });

    // 8. The page. One whose first view is every visitor's (all its data arrived) is kept finished, with its
    // compressed forms: the next visitors get it by copying bytes. Not one whose answer sets a cookie (a visitor's own).
    if (everyones && page?.complete && !data && reply.getHeader('set-cookie') === undefined) {
      const until = fastify.publicNotices.freshUntil();
      const document = kept.keep(keptAs, query, page.searchParams, { html, status, generation, until });
      return sendKept(
        request,
        reply.header('vary', remote ? 'user-agent, accept-encoding' : 'accept-encoding'),
        document,
      );
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(data ? withDataToCome(html, data) : html);
  }

  return sendPage;
}
