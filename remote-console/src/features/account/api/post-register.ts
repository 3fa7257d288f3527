import type { RegisterInput, RequestReceipt } from '@site/contracts/api/account-requests';
import { apiRequest } from '@site/shared/core';

/**
 * POST /api/user/register: asks the administrators for an account. A fetcher only, like the login's: the pages
 * before a session load no query cache (and no TanStack Query); nothing cached depends on it.
 */
export function postRegister(request: RegisterInput): Promise<RequestReceipt> {
  return apiRequest<RequestReceipt>('/api/user/register', { body: request });
}
