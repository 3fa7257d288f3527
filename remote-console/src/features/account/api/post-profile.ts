import type { ProfileInput, UserInfo } from '@site/contracts/api/user';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryKey, userInfoQueryOptions } from './get-user-info';

/** POST /api/user/profile: edits the caller's own profile and answers the updated user info. */
export function postProfile(changes: ProfileInput): Promise<UserInfo> {
  return apiRequest<UserInfo>('/api/user/profile', { body: changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['console', 'profile'],
    mutationFn: postProfile,
    // The answer is the new user info, in the console's language: every page showing the user has it at once. The
    // profile kept in the other language is out of date.
    onSuccess: (saved) => {
      const { queryKey } = userInfoQueryOptions();
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: userInfoQueryKey,
        predicate: (query) => query.queryKey.at(-1) !== queryKey.at(-1),
      });
    },
  });
}
