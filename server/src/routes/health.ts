import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../lib/envelope.js';

const startedAt = Date.now();

export default async function healthRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/api/health',
    {
      schema: {
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['status', 'uptimeSeconds'],
            properties: { status: { type: 'string' }, uptimeSeconds: { type: 'number' } },
          }),
        },
      },
    },
    async () => ok({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }),
  );
}
