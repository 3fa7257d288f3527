import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface CataloguedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the schemas of its request, in the order they were added. */
    routeCatalogue: readonly CataloguedRoute[];
  }
}

// Fastify can print its routes but not hand them out with their schemas once it has started. What every route
// accepts is the input of the request fuzz suite (test/fuzz.test.ts), which must reach new routes unasked; it
// has to be recorded as routes are added, so this plugin comes before every route.
export default fp(
  async function routeCatalogue(fastify: FastifyInstance) {
    const routes: CataloguedRoute[] = [];
    fastify.decorate('routeCatalogue', routes);
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema });
    });
  },
  { name: 'route-catalogue' },
);
