import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, fail } from '../lib/envelope.js';
import { HttpError } from '../lib/http-error.js';
import { localeFrom, translate } from '../lib/i18n.js';

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const context = error.validationContext ?? 'body';
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  const missing = params.missingProperty;
  const field = missing ?? first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = field ? `${context}.${field}` : context;
  if (missing) return `${where} is required`;
  // ajv says only "must NOT have additional properties"; the caller needs to know which one.
  if (params.additionalProperty) return `${where}.${params.additionalProperty} is not allowed`;
  return `${where} ${first.message ?? 'is invalid'}`;
}

// Connection-level failures of the database: the request was fine, the service is not.
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300']);

// The one place that turns errors into answers: callers get the envelope with a message that names the problem,
// in their language where we have a translation, and never a stack trace or SQL.
export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = localeFrom(request.headers['accept-language']);
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send(fail(error.code, translate(locale, error.template, error.params)));
      }
      if (error.validation) {
        return reply.status(400).send(fail(ErrorCode.badRequest, describeValidation(error)));
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return reply
          .status(413)
          .send(fail(ErrorCode.payloadTooLarge, translate(locale, 'Request body is too large')));
      }
      if (status === 429) {
        if (error.message) reply.header('content-type', 'application/json; charset=utf-8');
        return reply.status(429).send(fail(ErrorCode.tooManyRequests, error.message || 'Too many requests'));
      }
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? translate(locale, 'Request body is not valid JSON')
            : error.message;
        return reply.status(status).send(fail(ErrorCode.badRequest, message));
      }
      request.log.error({ err: error }, 'unhandled error');
      if (typeof error.code === 'string' && UNAVAILABLE.has(error.code)) {
        return reply
          .status(503)
          .send(fail(ErrorCode.generic, translate(locale, 'Service temporarily unavailable')));
      }
      return reply.status(500).send(fail(ErrorCode.generic, translate(locale, 'Internal server error')));
    });
  },
  { name: 'error-handler' },
);
