/** The `code` of every API answer (SPEC section 7): 0 is success; the rest name what went wrong. */
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

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes whose `data` a client accepts (DESIGN section 4): 0, and 1 for answers that succeed with a remark. */
export function isAcceptedCode(code: number): boolean {
  return code === 0 || code === 1;
}
