import type { ProfileInput, UserInfo } from '@site/contracts/api/user';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryKey } from './get-user-info';

/** POST /api/user/profile: edits the caller's own profile and answers the updated user info. */
export function postProfile(changes: ProfileInput): Promise<UserInfo> {
  return apiRequest<UserInfo>('/api/user/profile', { body: changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['console', 'profile'],
    mutationFn: postProfile,
    // The answer is the new user info: every page showing the user has it at once.
    onSuccess: (saved) => queryClient.setQueryData(userInfoQueryKey, saved),
  });
}
