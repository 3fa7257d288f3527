import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops the way a load balancer needs (server.ts runs it on SIGTERM): the port is closed at once, so new
     * connections are refused and go to another instance; requests that still arrive on open connections are served
     * and answered with "Connection: close"; connections idle since before the stop are closed after
     * SHUTDOWN_GRACE_SECONDS, once the load balancer has let go of them; after SHUTDOWN_TIMEOUT_SECONDS whatever is
     * still open is closed. Then the app closes (database, Redis, the figures not yet written).
     */
    drain(): Promise<void>;
    /** Whether drain() has begun: GET /api/health answers 503 from then on. */
    draining(): boolean;
  }
}

export default fp(
  async function drain(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const { shutdownGraceSeconds, shutdownTimeoutSeconds } = opts.config;
    let draining = false;
    fastify.decorate('draining', () => draining);

    // Every answer given while draining ends its connection, so a load balancer does not send the next request on a
    // connection this instance is about to close.
    fastify.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    let drained: Promise<void> | undefined;
    fastify.decorate('drain', () => {
      drained ??= (async () => {
        draining = true;
        const began = Date.now();
        const server = fastify.server;
        // net.Server's close, not http.Server's: http's also closes the idle keep-alive connections at once, and a
        // load balancer may be sending a request on one of them at that moment, a request it cannot then repeat
        // (a POST). This one only stops accepting; it calls back once every connection has ended.
        const allClosed = new Promise<void>((resolve) => {
          net.Server.prototype.close.call(server, () => resolve());
        });
        // A connection still idle after the grace has been left alone by the load balancer for that long (nginx's
        // keepalive_timeout is shorter: deploy/nginx/site.conf); answered connections close by themselves.
        const grace = setTimeout(() => server.closeIdleConnections(), shutdownGraceSeconds * 1000);
        const deadline = setTimeout(() => {
          fastify.log.warn(
            `requests still running after ${shutdownTimeoutSeconds} s of shutdown are cut off`,
          );
          server.closeAllConnections();
        }, shutdownTimeoutSeconds * 1000);
        server.getConnections((_error, open) =>
          fastify.log.info(`stopping: the port is closed, ${open} connection(s) still open`),
        );
        await allClosed;
        clearTimeout(grace);
        clearTimeout(deadline);
        fastify.log.info(`stopping: every connection closed after ${Date.now() - began} ms`);
        await fastify.close();
        fastify.log.info(`stopped after ${Date.now() - began} ms`);
      })();
      return drained;
    });
  },
  { name: 'drain' },
);
