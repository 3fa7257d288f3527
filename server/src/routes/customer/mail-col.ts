import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { replies } from '../../lib/schemas.js';

interface MailColBody {
  email: string;
  platform: 'pc' | 'mobile';
  source: 'home' | 'dmg';
  campaign?: string;
}

/** The pre-registration form of the player pages (SPEC section 7 "POST /customer/MailCol"). */
export default async function mailColRoutes(fastify: FastifyInstance) {
  fastify.post<{ Body: MailColBody }>(
    '/customer/MailCol',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'platform', 'source'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', format: 'email', maxLength: 254 },
            platform: { type: 'string', enum: ['pc', 'mobile'] },
            source: { type: 'string', enum: ['home', 'dmg'] },
            campaign: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' },
          },
        },
        response: replies({
          type: 'object',
          required: ['registered', 'alreadyRegistered'],
          properties: { registered: { type: 'boolean' }, alreadyRegistered: { type: 'boolean' } },
        }),
      },
    },
    async (request, reply) => {
      await fastify.limits.mailColAddress.hit(request, reply);
      const { email, platform, source } = request.body;
      const campaign = request.body.campaign ?? '';
      // The unique (email_normalized, campaign) index makes a repeat, even a concurrent one, a no-op.
      const inserted = await fastify.db.query(
        `INSERT INTO preregistrations (email, email_normalized, platform, source, campaign, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email_normalized, campaign) DO NOTHING RETURNING id`,
        [email, email.trim().toLowerCase(), platform, source, campaign, new Date(fastify.clock())],
      );
      return ok({ registered: true, alreadyRegistered: inserted.length === 0 });
    },
  );
}
