import type { CreateDeployKeyInput, CreatedDeployKey } from '@site/contracts/api/release-ops';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY, auditKey, deployKeysKey } from './monitor-keys';

/** POST /api/admin/remotes/:name/keys: a new deploy key for the remote; the answer holds its secret, this once. */
export function postDeployKey(name: string, input: CreateDeployKeyInput): Promise<CreatedDeployKey> {
  return apiRequest<CreatedDeployKey>(`/api/admin/remotes/${encodeURIComponent(name)}/keys`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateDeployKey(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'create-key', name],
    mutationFn: (input: CreateDeployKeyInput) => postDeployKey(name, input),
    // The answer holds the secret: the mutation cache forgets it as soon as the dialog that shows it lets go.
    gcTime: 0,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deployKeysKey(name) }),
        queryClient.invalidateQueries({ queryKey: auditKey(name) }),
      ]),
  });
}
