import type { FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema } from './envelope.js';

/** Reply schemas of a route: its data on success, the error envelope otherwise. */
export function replies(data: Record<string, unknown>): Record<string, unknown> {
  return { 200: envelopeSchema(data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}

/** Body of the calls that take none: nothing, or an empty object. */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** preValidation: a call without a body is validated as {} (clients post these without one). */
export async function defaultToEmptyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

export const nullData = { type: 'null' } as const;

/** A request date-time: RFC 3339 with a time zone, a real instant from 2000 to 2100 (lib/validation.ts). */
export const instant = { type: 'string', format: 'instant' } as const;

/**
 * A request text field. Single-line text refuses every control character and U+2028/U+2029; multi-line text allows
 * tab, CR and LF among them. Neither takes an unpaired surrogate (PostgreSQL cannot store one).
 */
export function text<
  const T extends { maxLength: number; minLength?: number; pattern?: string; format?: string },
>(options: T & { multiline?: boolean }) {
  const { multiline, ...rest } = options;
  return { type: 'string', ...rest, text: multiline ? 'multiline' : 'single-line' } as const;
}

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export function paging(maxPageSize: number) {
  return {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: 10 },
  } as const;
}
