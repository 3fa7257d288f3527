import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@site/contracts/api/common';
import { Envelope, ErrorEnvelope } from '@site/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';

/** Reply schemas of a route: its data in the envelope on success, the error envelope otherwise. */
export function replies<T extends TSchema>(data: T) {
  return { 200: Envelope(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

/** preValidation: a call without a body is validated as {} (clients post these without one). */
export async function defaultToEmptyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** The page a list call asked for. The schema's defaults have filled in what the query left out. */
export function pageOf(query: { page?: number; pageSize?: number }): { page: number; pageSize: number } {
  return { page: query.page ?? FIRST_PAGE, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}
