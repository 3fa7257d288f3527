import type { LiveRemote } from '@site/contracts/api/remotes';
import { deviceOfAgent } from '@site/contracts/device';
import { FIRST_VIEW_COOKIE } from '@site/contracts/first-view-look';
import type { PrerenderedPage } from '@site/contracts/prerender-protocol';
import type { SiteConfig } from '@site/contracts/site-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { sessionCookieName, sessionCookieToken } from '../auth/session-cookie.js';
import { createPrerenderer } from '../releases/prerender.js';
import { ensureAddress } from '../releases/remote-store/remote-store.js';

export interface FirstView {
  page: PrerenderedPage | null;
  /** A signed-in visitor's data, still to come: the page's head goes out before it (page-route.ts). */
  data?: Promise<PrerenderedPage | null>;
}

/**
 * The page's first view, from the prerender build of the remote that serves the path (when it has one). A page
 * tells the server that its first view would not look like what this visitor sees (settings kept in the browser)
 * with a "first-view=off" cookie on its path. A signed-in visitor's page that has no first view gets the data its
 * routes read, read with the visitor's session (which the render never sees).
 */
export function createFirstView(fastify: FastifyInstance, config: ServerConfig, site: SiteConfig) {
  const prerenderer = createPrerenderer(config.remoteStoreDir, {
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
  });
  fastify.addHook('onClose', async () => prerenderer.close());

  /** The request's session token, when it names a live session. */
  const liveSessionToken = async (request: FastifyRequest): Promise<string | undefined> => {
    const token = sessionCookieToken(request, config.sessionCookieSecure);
    return token && (await fastify.liveSession(token)) ? token : undefined;
  };

  const render = async (request: FastifyRequest, remote: LiveRemote | undefined): Promise<FirstView> => {
    if (!remote || request.cookies[FIRST_VIEW_COOKIE] === 'off') return { page: null };
    const asked = { url: request.url, site, device: deviceOfAgent(request.headers['user-agent']) };
    const page = await prerenderer.render(remote.manifest, asked);
    if (page || !config.signedInPageData) return { page };
    // An unknown, expired or logged-out session gets the page as anyone does.
    const token = await liveSessionToken(request);
    if (!token) return { page: null };
    const session = `${sessionCookieName(config.sessionCookieSecure)}=${token}`;
    return { page: null, data: prerenderer.render(remote.manifest, asked, { session }) };
  };

  return { render, liveSessionToken };
}
