import type { LiveRemote } from '@site/contracts/api/remotes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from '../lib/cache-control.js';
import { PRIVATE_NO_CACHE } from '../plugins/remote-canary.js';
import { PRIVATE_NO_STORE } from '../plugins/remote-preview.js';
import { renderPreviewBar } from './preview-page.js';

/** The versions a page request gets, and what that means for its answer. */
export interface RemotesForRequest {
  remotes: LiveRemote[];
  /** What may keep the answer: any cache for the live site; none but this browser for its own versions. */
  cacheControl: string;
  /**
   * The versions are this browser's alone (a preview): its page is rendered for it, kept for nobody. A canary's draw
   * is not: every visitor drawn the same versions gets the same page (kept by its versions), only privately cached.
   */
  personal: boolean;
  /** Markup the page shows at its end (the preview bar), for the page's area and address. */
  banner?: (area: string | undefined) => string;
}

/**
 * The one call page serving makes to the release platform: the live remotes for this request, with a previewing
 * browser's version in place of the live one, and a running canary's for the visitors its share draws (the reply may
 * get the visitor's cookie). Previews and canaries stay behind it.
 */
export function liveRemotesFor(fastify: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<RemotesForRequest> => {
    const [preview, canaries] = await Promise.all([
      fastify.previewOf(request, reply),
      fastify.visitorCanaries(request, reply),
    ]);
    const remotes = await fastify.liveRemotes(preview, canaries);
    if (preview) {
      return {
        remotes,
        cacheControl: PRIVATE_NO_STORE,
        personal: true,
        banner: (area) => renderPreviewBar(preview, area, request.url),
      };
    }
    // While a canary runs, the versions depend on the visitor: no shared cache may keep one visitor's page.
    if (canaries) return { remotes, cacheControl: PRIVATE_NO_CACHE, personal: false };
    return { remotes, cacheControl: NO_CACHE, personal: false };
  };
}
