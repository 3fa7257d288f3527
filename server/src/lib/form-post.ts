import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Lets the routes of this plugin read HTML forms (application/x-www-form-urlencoded) beside JSON: a page's form is
 * posted by the browser itself before the page's scripts run, or without them. Only the routes registered in the
 * same encapsulated plugin read forms; every other route still answers 415 to one.
 */
export async function acceptForms(fastify: FastifyInstance): Promise<void> {
  await fastify.register(formBody);
}

/** A form the browser posted itself: its answer is a page to go to (a 303), not JSON for a script. */
export function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_CONTENT_TYPE;
}

/**
 * The body of a form post as a plain object, and the fields only the form has (where to go next), taken off it so
 * that the rest is checked against the route's schema exactly as a JSON body is. A field sent twice is an array.
 */
export function takeFormFields<const K extends string>(
  request: FastifyRequest,
  names: readonly K[],
): Record<K, unknown> {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const rest: Record<string, unknown> = { ...body };
  const taken = {} as Record<K, unknown>;
  for (const name of names) {
    taken[name] = rest[name];
    delete rest[name];
  }
  request.body = rest;
  return taken;
}

/**
 * The body field a schema validation failure is about ("email" for body.email) and the rule it broke ("format",
 * "maxLength", "required", …); undefined for anything else, an unknown field included.
 */
export function invalidBodyField(error: FastifyError): { field: string; rule: string } | undefined {
  const first = error.validation?.[0];
  if (!first || (error.validationContext ?? 'body') !== 'body') return undefined;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  if (params.additionalProperty !== undefined) return undefined;
  const field = params.missingProperty ?? first.instancePath.split('/')[1];
  return field ? { field, rule: first.keyword } : undefined;
}
