import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { acceptForms } from '../lib/form-post.js';
import {
  PREVIEW_EXIT_PATH,
  PREVIEW_OPEN_PATH,
  type Preview,
  previewLanding,
  previewOfToken,
} from '../releases/preview.js';
import { refusalStatus, renderRefusalPage, sameSitePath } from '../releases/preview-page.js';

/** What a previewing browser's answers say: kept by nobody, neither a shared cache nor the browser itself. */
export const PRIVATE_NO_STORE = 'private, no-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preview this browser opened (its cookie), when it is still valid; a cookie that no longer is (expired, its
     * version gone, never signed here) is cleared on the reply, and the browser is back on the live site.
     */
    previewOf(request: FastifyRequest, reply: FastifyReply): Promise<Preview | undefined>;
  }
}

/**
 * Previews before live: a preview link opened in a browser sets that browser's preview (an HttpOnly cookie holding the
 * signed token itself), and from then on its pages and /remotes.json carry the previewed version of that remote;
 * every other visitor keeps the live one. The bar's exit, or the link's expiry, ends it.
 */
export default fp(
  async function remotePreview(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const secure = opts.config.sessionCookieSecure;
    // Served over https, the __Host- prefix pins it to this host and path /, as the session's.
    const cookieName = secure ? '__Host-site-preview' : 'site-preview';
    const now = () => new Date(fastify.clock());
    // A page asks more than once (its remote index, its first view): one look at the database per request.
    const looked = new WeakMap<FastifyRequest, Promise<Preview | undefined>>();

    const clearCookie = (reply: FastifyReply) =>
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });

    fastify.decorate('previewOf', (request: FastifyRequest, reply: FastifyReply) => {
      let found = looked.get(request);
      if (!found) {
        const token = request.cookies[cookieName];
        found = !token
          ? Promise.resolve(undefined)
          : previewOfToken(fastify.db, token, now()).then((preview) => {
              if (typeof preview !== 'string') return preview;
              clearCookie(reply);
              return undefined;
            });
        looked.set(request, found);
      }
      return found;
    });

    await fastify.register(async (scope) => {
      // The bar's exit is a plain form, which works before (or without) the page's scripts.
      await acceptForms(scope);

      scope.get(
        PREVIEW_OPEN_PATH,
        // No query schema: whatever a link holds (cut short, sent twice, too long), the browser gets the page that
        // says what is wrong with it, not an API error.
        { schema: { hide: true } },
        async (request, reply) => {
          reply.header('cache-control', PRIVATE_NO_STORE);
          const { token } = request.query as { token?: unknown };
          const preview =
            typeof token === 'string' && token ? await previewOfToken(fastify.db, token, now()) : 'malformed';
          if (typeof preview === 'string') {
            return reply
              .status(refusalStatus(preview))
              .type('text/html; charset=utf-8')
              .send(renderRefusalPage(preview));
          }
          reply.setCookie(cookieName, token as string, {
            path: '/',
            httpOnly: true,
            // Lax, not Strict: the link is opened from elsewhere (a chat, the release command's output), and the
            // page it lands on must already carry the preview.
            sameSite: 'lax',
            secure,
            expires: preview.expiresAt,
          });
          request.log.info({ remote: preview.remote, version: preview.version }, 'preview opened');
          return reply.redirect(previewLanding(preview.entry.routes), 303);
        },
      );

      scope.post(PREVIEW_EXIT_PATH, { schema: { hide: true } }, async (request, reply) => {
        clearCookie(reply);
        const body = request.body as { to?: unknown } | undefined;
        return reply.header('cache-control', PRIVATE_NO_STORE).redirect(sameSitePath(body?.to), 303);
      });
    });
  },
  { name: 'remote-preview', dependencies: ['@fastify/cookie', 'db', 'auth'] },
);
