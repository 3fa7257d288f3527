import { ErrorCode, isAcceptedCode } from '@site/contracts/error-codes';
import type { ApiEnvelope, FieldError } from '@site/contracts/envelope';

export type { ApiEnvelope, FieldError };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number | undefined,
    /** The request's values the server refused, each with its field and rule (a form shows them on its fields). */
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NOT_LOGGED_IN_CODE = ErrorCode.notLoggedIn;

function isEnvelope(body: unknown): body is Omit<ApiEnvelope, 'msg'> & { msg?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * The response rule: a body's data is accepted only when its code is 0 or 1; otherwise the call is rejected with
 * the body's message, or its code when there is no message.
 */
export function applyResponseRule<T>(body: unknown, status?: number): T {
  if (!isEnvelope(body)) {
    throw new ApiError(
      status ? `Unexpected answer (HTTP ${status})` : 'Unexpected answer',
      undefined,
      status,
    );
  }
  if (isAcceptedCode(body.code)) return body.data as T;
  throw new ApiError(
    typeof body.msg === 'string' && body.msg ? body.msg : String(body.code),
    body.code,
    status,
    Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [],
  );
}

function isFieldError(item: unknown): item is FieldError {
  const { field, rule } = (item ?? {}) as Partial<FieldError>;
  return typeof field === 'string' && typeof rule === 'string';
}
