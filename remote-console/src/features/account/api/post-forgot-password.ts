import type { ForgotPasswordInput, RequestReceipt } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';

/** POST /api/user/forgot-password: asks the administrators for a one-time reset code. A fetcher only (no cache). */
export function postForgotPassword(request: ForgotPasswordInput): Promise<RequestReceipt> {
  return apiRequest<RequestReceipt>('/api/user/forgot-password', { body: request });
}
