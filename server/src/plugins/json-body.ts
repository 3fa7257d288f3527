import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@site/contracts/error-codes';
import { HttpError } from '../lib/http-error.js';

const UTF8_NAMES = new Set(['utf-8', 'utf8']);
// fatal: a byte sequence that is not UTF-8 is an error, not a U+FFFD the database would store as if it were text.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The charset parameter of a Content-Type header, unquoted; undefined when there is none. */
export function charsetOf(contentType: string | undefined): string | undefined {
  for (const parameter of (contentType ?? '').split(';').slice(1)) {
    const [name = '', ...value] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset')
      return value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

// Clients often send "Content-Type: application/json" with no body on calls that take none (logout, info, menu);
// Fastify would answer 400 to that. An empty JSON body is read as no body instead; anything else goes through the
// default parser, which keeps its protection against __proto__ and constructor poisoning.
// Bodies are UTF-8 (as RFC 8259 requires of JSON): any other declared charset is a 415, bytes that are not
// UTF-8 a 400, instead of text silently decoded wrong.
export default fp(
  async function jsonBody(fastify: FastifyInstance) {
    fastify.addHook('preParsing', async (request) => {
      const charset = charsetOf(request.headers['content-type']);
      if (charset === undefined || UTF8_NAMES.has(charset.toLowerCase()) || !hasBody(request)) return;
      throw new HttpError(
        415,
        ErrorCode.badRequest,
        'Request bodies must be UTF-8; charset "{charset}" is not supported',
        {
          charset: charset.slice(0, 40),
        },
      );
    });

    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, utf8JsonParser(fastify));
    // Fastify reads text/plain into every route by default, where a JSON route would then see a string: a route
    // that reads text says so itself (POST /api/rum), the rest answer 415.
    fastify.removeContentTypeParser('text/plain');
  },
  { name: 'json-body' },
);

type BufferParser = (
  request: FastifyRequest,
  body: Buffer,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/**
 * A body read as JSON: UTF-8 or a 400, then the default parser, which refuses __proto__ and constructor keys. For
 * a parser registered with `parseAs: 'buffer'`.
 */
export function utf8JsonParser(fastify: FastifyInstance): BufferParser {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(HttpError.badRequest('Request body is not valid UTF-8'), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      // The default parser says "not valid JSON" for a key it refuses too: the caller needs to know which it was.
      if (error && isJson(text)) {
        return done(
          HttpError.badRequest(
            'Request body has a "__proto__" or "constructor.prototype" key, which is refused',
          ),
          undefined,
        );
      }
      return done(error, value);
    });
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
