import type { LoginResult } from '@site/contracts/api/user';
import { apiRequest } from '@site/shared/core';

/**
 * POST /api/user/login. A fetcher only, without query options or a hook: the login page loads no query cache (and
 * no TanStack Query), so the call is made by features/account/session.ts.
 */
export function postLogin(username: string, password: string): Promise<LoginResult> {
  return apiRequest<LoginResult>('/api/user/login', { body: { username, password } });
}
