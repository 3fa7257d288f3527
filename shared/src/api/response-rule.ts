export interface ApiEnvelope<T = unknown> {
  code: number;
  msg?: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NOT_LOGGED_IN_CODE = 50008;

function isEnvelope(body: unknown): body is ApiEnvelope {
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
  if (body.code === 0 || body.code === 1) return body.data as T;
  throw new ApiError(body.msg ? body.msg : String(body.code), body.code, status);
}
