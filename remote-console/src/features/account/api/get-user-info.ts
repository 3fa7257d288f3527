import type { Role } from '@site/contracts/api/roles';
import type { UserInfo } from '@site/contracts/api/user';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inConsoleLanguage } from '../../../lib/localized-query';
import { rememberRole, storedRole } from '../../../state/session';

/** The user info in every language (its profile texts are in the console's language). */
export const userInfoQueryKey = ['console', 'user-info'] as const;

/** POST /api/user/info: the signed-in user's profile, with the role the session acts in now. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiRequest<UserInfo>('/api/user/info', { body: {}, signal });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: inConsoleLanguage(userInfoQueryKey),
    queryFn: ({ signal }) =>
      getUserInfo(signal).then((info) => {
        // The stored role is the hint for the next page load, before this answer is there.
        rememberRole(info.role);
        return info;
      }),
    staleTime: 5 * 60_000,
  });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}

/**
 * The role the session acts in: the user info's once loaded, else the one stored at the last login (SPEC section 6).
 * Empty when nobody is logged in.
 */
export function useRole(): Role | '' {
  const info = useUserInfo();
  return info.data?.role ?? storedRole();
}
