import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Clients often send "Content-Type: application/json" with no body on calls that take none (logout, info, menu);
// Fastify would answer 400 to that. An empty JSON body is read as no body instead; anything else goes through the
// default parser, which keeps its protection against __proto__ and constructor poisoning.
export default fp(
  async function jsonBody(fastify: FastifyInstance) {
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
