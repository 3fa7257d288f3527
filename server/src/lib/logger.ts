import type { FastifyError, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

// Keys whose values never reach the log, at any depth, compared without case, "-" or "_". Database errors carry
// their statement's parameters (e-mails, notice bodies, a new password hash) and PostgreSQL's `detail` repeats
// the row; the SQL text and the error code stay, since they are what an operator needs.
const SECRET_KEYS = new Set([
  'password',
  'oldpassword',
  'newpassword',
  'passwordhash',
  'hash',
  'token',
  'tokenhash',
  'accesstoken',
  'refreshtoken',
  'sessiontoken',
  'secret',
  'apikey',
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'body',
  'rawbody',
  'payload',
  'params',
  'parameters',
  'values',
  'detail',
  'email',
]);

const CREDENTIALS_IN_TEXT = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
const MAX_DEPTH = 12;

function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.replace(/[-_]/g, '').toLowerCase());
}

/** An error as plain fields: its own properties (code, query, params…), message, stack and cause. */
// By tag, not instanceof: errors from another realm (a worker, a VM context, a sandboxed test) are errors too.
function isError(value: object): value is Error {
  return Object.prototype.toString.call(value) === '[object Error]';
}

function errorFields(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message: error.message,
    stack: error.stack,
    ...Object.fromEntries(Object.entries(error)),
  };
  if (error.cause !== undefined) fields.cause = error.cause;
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors)) fields.errors = errors;
  return fields;
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.replace(CREDENTIALS_IN_TEXT, `$1 ${REDACTED}`);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
    const source = isError(value) ? errorFields(value) : (value as Record<string, unknown>);
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      copy[key] = isSecretKey(key) ? REDACTED : scrub(item, depth + 1, seen);
    }
    return copy;
  } finally {
    seen.delete(value);
  }
}

/** A copy of a value to log with every secret replaced, however deep it sits; errors become plain fields. */
export function redact(value: unknown): unknown {
  return scrub(value, 0, new WeakSet());
}

/** A request address for the log: query values can be e-mails or search text, so only their names stay. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? REDACTED : `${part.slice(0, eq)}=${REDACTED}`;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

// Fastify's own request serializer, with the query values left out; headers, cookies and bodies never go in.
const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: FastifyError) =>
    redact(error) as { type: string; message: string; stack: string; [key: string]: unknown },
};

/**
 * A client that goes away before its answer is sent (a closed tab, a cancelled fetch) ends the answer's stream early.
 * That is no fault of the server, but the compression plugin logs it as an error with a stack.
 */
export function isClientAbort(value: unknown): boolean {
  const error = isError(value as object) ? value : (value as { err?: unknown } | null)?.err;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'premature close';
}

const CLIENT_ABORT = 'the client closed the connection before the answer was sent';
const ERROR_LEVEL = 50;

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    serializers,
    formatters: {
      // Runs on every logged object before the serializers: all keys but the request and reply, which have theirs.
      log: (object: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(object).map(([key, value]) => [
            key,
            key === 'req' || key === 'res' ? value : isSecretKey(key) ? REDACTED : redact(value),
          ]),
        ),
    },
    hooks: {
      // What is logged as an error because a client went away is logged as what it is, at debug level.
      logMethod(this: { debug(object: object, message: string): void }, args, method, level) {
        if (level >= ERROR_LEVEL && isClientAbort(args[0])) {
          this.debug({ aborted: true }, CLIENT_ABORT);
          return;
        }
        method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
