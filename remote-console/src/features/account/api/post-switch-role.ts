import type { Role } from '@site/contracts/api/roles';
import type { SwitchRoleResult, UserInfo } from '@site/contracts/api/user';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberRole } from '../../../state/session';
import { userInfoQueryKey } from './get-user-info';

/** POST /api/user/switch-role: an admin acts as user and back; the server treats the session as that role. */
export function postSwitchRole(role: Role): Promise<SwitchRoleResult> {
  return apiRequest<SwitchRoleResult>('/api/user/switch-role', { body: { role } });
}

export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['console', 'switch-role'],
    mutationFn: postSwitchRole,
    onSuccess: ({ role }) => {
      rememberRole(role);
      // The menu and the permissions follow the user info's role at once; every answer may depend on the role
      // (menus, lists), so all are fetched again, while the switch is already confirmed.
      queryClient.setQueriesData<UserInfo>({ queryKey: userInfoQueryKey }, (info) =>
        info ? { ...info, role } : info,
      );
      void queryClient.invalidateQueries();
    },
  });
}
