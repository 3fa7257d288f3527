import { ErrorCode } from '@site/contracts/error-codes';
import { type MessageParams, formatMessage } from './i18n.js';

/**
 * An error whose message is safe to show to the caller, with the HTTP status and envelope code to answer with.
 * The message is an English template ("Notice {id} not found"); the error handler renders it in the caller's
 * language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    readonly template: string,
    readonly params: MessageParams = {},
  ) {
    super(formatMessage(template, params));
    this.name = 'HttpError';
  }

  static badRequest(message: string, params?: MessageParams): HttpError {
    return new HttpError(400, ErrorCode.badRequest, message, params);
  }

  static notFound(message: string, params?: MessageParams): HttpError {
    return new HttpError(404, ErrorCode.notFound, message, params);
  }

  /** The request is well formed but the current state refuses it (e.g. a release the live host cannot run). */
  static conflict(message: string, params?: MessageParams): HttpError {
    return new HttpError(409, ErrorCode.conflict, message, params);
  }

  static forbidden(message: string, params?: MessageParams): HttpError {
    return new HttpError(403, ErrorCode.forbidden, message, params);
  }

  static notLoggedIn(message = 'Not logged in'): HttpError {
    return new HttpError(401, ErrorCode.notLoggedIn, message);
  }

  static tooManyRequests(message: string, params?: MessageParams): HttpError {
    return new HttpError(429, ErrorCode.tooManyRequests, message, params);
  }
}
