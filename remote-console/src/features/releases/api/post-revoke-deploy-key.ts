import type { DeployKey, DeployKeyList } from '@site/contracts/api/release-ops';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY, auditKey, deployKeysKey } from './monitor-keys';

/** POST /api/admin/remotes/:name/keys/:id/revoke: the key is refused from now on; answers the key as revoked. */
export function postRevokeDeployKey(name: string, id: number): Promise<DeployKey> {
  return apiRequest<DeployKey>(`/api/admin/remotes/${encodeURIComponent(name)}/keys/${id}/revoke`, {
    method: 'POST',
    body: {},
  });
}

export function useRevokeDeployKey(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'revoke-key', name],
    mutationFn: (id: number) => postRevokeDeployKey(name, id),
    onSuccess: (revoked) => {
      // The row shows the key revoked as soon as the server says so, before the list is asked for again.
      queryClient.setQueryData<DeployKeyList>(deployKeysKey(name), (keys) =>
        keys?.map((key) => (key.id === revoked.id ? revoked : key)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: deployKeysKey(name) }),
        queryClient.invalidateQueries({ queryKey: auditKey(name) }),
      ]);
    },
  });
}
