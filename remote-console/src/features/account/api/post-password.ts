import type { PasswordChangeInput, PasswordChangeResult } from '@site/contracts/api/user';
import { apiRequest } from '@site/shared/core';
import { useMutation } from '@tanstack/react-query';

/** POST /api/user/password: changes the password and ends the account's other sessions. */
export function postPassword(change: PasswordChangeInput): Promise<PasswordChangeResult> {
  return apiRequest<PasswordChangeResult>('/api/user/password', { body: change });
}

export function useChangePassword() {
  // No query shows the password or the other sessions: nothing to invalidate.
  return useMutation({ mutationKey: ['console', 'password'], mutationFn: postPassword });
}
