import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseFault } from '../lib/database-errors.js';
import type { FieldError } from '@site/contracts/envelope';
import { ErrorCode, type ErrorCodeValue } from '@site/contracts/error-codes';
import { fail } from '../lib/envelope.js';
import { HttpError } from '../lib/http-error.js';
import { localeFrom, translate } from '../lib/i18n.js';

type ValidationItem = NonNullable<FastifyError['validation']>[number];

/** The field a validation item is about, as a path in its part of the request (`phone`, `items.0.name`). */
function fieldOf(item: ValidationItem): string {
  const params = item.params as { missingProperty?: string; additionalProperty?: string };
  const parent = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child = params.missingProperty ?? params.additionalProperty;
  return child ? (parent ? `${parent}.${child}` : child) : parent;
}

/** What a client needs to show each refused value on its field, in its own language. */
function fieldErrors(error: FastifyError): FieldError[] {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).map((item) => {
    const params = item.params as { limit?: unknown; format?: unknown };
    return {
      in: where,
      field: fieldOf(item),
      rule: item.keyword,
      ...(typeof params.limit === 'number' ? { limit: params.limit } : {}),
      ...(typeof params.format === 'string' ? { format: params.format } : {}),
    };
  });
}

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

function codeOfStatus(status: number): ErrorCodeValue {
  if (status === 403) return ErrorCode.forbidden;
  if (status === 404) return ErrorCode.notFound;
  if (status === 409) return ErrorCode.conflict;
  return ErrorCode.badRequest;
}

// What the framework and the static files' layer say only with the status's reason phrase ("Forbidden").
const BARE_REASONS: Record<number, string> = {
  400: 'The address is not valid: {path}',
  403: 'The address is not allowed: {path}',
  404: 'No such resource: {path}',
  405: 'The method {method} is not allowed here',
};

/** A refused request's message, naming the problem where the error itself only gives a status. */
function clientFaultMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  const locale = localeFrom(request.headers['accept-language']);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return translate(locale, 'Request body is not valid JSON');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
    return `Unsupported Media Type: ${printable(type) || 'none'}`;
  }
  const bare = BARE_REASONS[status];
  if (bare && (!error.message || error.message === STATUS_CODES[status])) {
    return translate(locale, bare, {
      path: printable(request.url.split('?')[0] ?? '/'),
      method: printable(request.method),
    });
  }
  return error.message;
}

/** A value of the request as a message may quote it: control characters escaped, at most 100 characters. */
function printable(text: string): string {
  const shown = JSON.stringify(text.slice(0, 100)).slice(1, -1);
  return text.length > 100 ? `${shown}…` : shown;
}

/**
 * The one place that turns errors into answers: callers get the envelope with a message that names the problem, in
 * their language where we have a translation, and never a stack trace or SQL. A route with an error handler of its
 * own (a form post's answer is a page) hands it what is not its own: Fastify does not pass a route's error on.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFrom(request.headers['accept-language']);
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send(fail(error.code, translate(locale, error.template, error.params)));
  }
  if (error.validation) {
    return reply
      .status(400)
      .send({ ...fail(ErrorCode.badRequest, describeValidation(error)), errors: fieldErrors(error) });
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
    return reply.status(status).send(fail(codeOfStatus(status), clientFaultMessage(error, status, request)));
  }
  // What the database refused: a value of the request (400), or service for now (503, with when to retry).
  const fault = databaseFault(error);
  if (fault && fault.statusCode !== 503) {
    request.log.info({ err: error }, 'the database refused a value of the request');
    return reply
      .status(fault.statusCode)
      .send(fail(codeOfStatus(fault.statusCode), translate(locale, fault.template, fault.params)));
  }
  request.log.error({ err: error }, fault ? 'the database is unavailable' : 'unhandled error');
  if (fault) {
    return reply
      .status(503)
      .header('retry-after', String(fault.retryAfterSeconds))
      .send(fail(ErrorCode.generic, translate(locale, fault.template, fault.params)));
  }
  return reply.status(500).send(fail(ErrorCode.generic, translate(locale, 'Internal server error')));
}

export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler(answerError);
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route (and so this error handler) is reached, a
 * path that does not percent-decode or a path segment over `maxParamLength`, would get Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = localeFrom(request.headers['accept-language']);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // 100 is Fastify's maxParamLength, which the app leaves as it is: no id or name comes near it.
  const message = tooLong
    ? 'A part of the address is longer than 100 characters'
    : 'The address is not valid: it has a malformed percent-encoding';
  void reply.status(tooLong ? 414 : 400).send(fail(ErrorCode.badRequest, translate(locale, message)));
}

// What Node's HTTP parser refuses before Fastify sees a request, with the status and message it gets.
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (an unknown method, malformed framing,
 * headers over the limit) is answered on the socket itself, in the error envelope like every other answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(fail(ErrorCode.badRequest, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
