import { apiRequest } from '@site/shared/core';

/**
 * POST /api/user/logout: revokes this session. A fetcher only: logging out clears the whole query cache
 * (features/account/session.ts), so there is nothing for a hook to invalidate.
 */
export function postLogout(): Promise<null> {
  return apiRequest<null>('/api/user/logout', { body: {} });
}
