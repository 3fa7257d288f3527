import type { FastifyServerOptions } from 'fastify';

// Secrets never reach the log: bearer tokens, cookies, and any password or token field of a logged object.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.oldPassword',
  'body.newPassword',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
];

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
