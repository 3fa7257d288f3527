// Every API answer is { code, msg, data }; code 0 is success (SPEC section 7, DESIGN section 4).
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ErrorCode = {
  ok: 0,
  badRequest: 40000,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  payloadTooLarge: 41300,
  tooManyRequests: 42900,
  generic: 50000,
  notLoggedIn: 50008,
} as const;

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: ErrorCode.ok, msg, data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** JSON schema of the envelope around a data schema, for route reply schemas. */
export function envelopeSchema(data: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  };
}

export const errorEnvelopeSchema = envelopeSchema({ type: 'null' });
