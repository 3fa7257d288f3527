import type { ApiEnvelope } from '@site/contracts/envelope';
import { ErrorCode } from '@site/contracts/error-codes';

// Every API answer is { code, msg, data }; code 0 is success (SPEC section 7, DESIGN section 4). The shape and the
// codes are the contracts'; these build the answers.

export function ok<T>(data: T, msg = 'ok'): ApiEnvelope<T> {
  return { code: ErrorCode.ok, msg, data };
}

export function fail(code: number, msg: string): ApiEnvelope<null> {
  return { code, msg, data: null };
}
