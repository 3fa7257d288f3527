import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE } from '../lib/cache-control.js';
import { findRepoRoot } from '../lib/repo-root.js';
import { mapSchemas, withTextRules } from '../lib/validation.js';

/** Where the server publishes its OpenAPI document. */
export const OPENAPI_PATH = '/api/openapi.json';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * A schema as the document shows it. The validator's own words are not OpenAPI's: the `text` rule becomes the
 * extension `x-text` (single-line or multiline), and an `instant` is a date-time (the validator also refuses
 * unreal ones and those outside 2000–2100, which API.md says).
 */
function documented(schema: unknown): unknown {
  return mapSchemas(schema, (sub) => {
    const { text, ...rest } = sub;
    const shown: Record<string, unknown> = text === undefined ? rest : { ...rest, 'x-text': text };
    if (shown.format === 'instant') shown.format = 'date-time';
    return shown;
  });
}

/** A route's schemas for the document: its request parts with the text rules the validator applies to them. */
function documentedRoute(schema: FastifySchema): FastifySchema {
  const shown: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    if (schema[part] !== undefined) shown[part] = documented(withTextRules(schema[part]));
  }
  if (schema.response && typeof schema.response === 'object') {
    shown.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, reply]) => [status, documented(reply)]),
    );
  }
  return shown;
}

function serverVersion(): string {
  try {
    const file = path.join(findRepoRoot(), 'server', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * The API's OpenAPI document, built from the route schemas (the contracts' TypeBox schemas) as routes are added, so
 * it cannot describe a route other than the server runs. Registered before every route; published at OPENAPI_PATH
 * for anyone, without a session.
 */
export default fp(
  async function openapi(fastify: FastifyInstance) {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Astrea site API',
          version: serverVersion(),
          description:
            'The API of the game site and its staff console. Every /api answer is the envelope ' +
            '{ code, msg, data }; behaviour, errors and limits are described in server/API.md. ' +
            'Instants are ISO 8601 in UTC; calendar days (YYYY-MM-DD), and every date the pages show, are in ' +
            `the site's time zone, on this server ${fastify.config.site.timeZone} (SITE_TIME_ZONE).`,
        },
      },
      transform: ({ schema, url }) => ({ schema: schema && documentedRoute(schema), url }),
    });

    fastify.get(
      OPENAPI_PATH,
      { schema: { summary: 'This document', description: 'The OpenAPI 3.1 document of this API.' } },
      async (_request, reply) => {
        reply.header('cache-control', NO_CACHE);
        return fastify.swagger();
      },
    );
  },
  { name: 'openapi' },
);
