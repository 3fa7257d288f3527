import type { ResetPasswordInput, ResetPasswordResult } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';

/** POST /api/user/reset-password: a new password with a one-time reset code. A fetcher only (no cache). */
export function postResetPassword(request: ResetPasswordInput): Promise<ResetPasswordResult> {
  return apiRequest<ResetPasswordResult>('/api/user/reset-password', { body: request });
}
