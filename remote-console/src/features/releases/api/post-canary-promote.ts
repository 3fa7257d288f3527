import type { CanaryState } from '@site/contracts/api/canary';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** POST /api/admin/remotes/:name/canary/promote: the canary's version becomes live for everyone (admin). */
export function postCanaryPromote(name: string): Promise<CanaryState> {
  return apiRequest<CanaryState>(`/api/admin/remotes/${encodeURIComponent(name)}/canary/promote`, {
    method: 'POST',
    body: {},
  });
}

export function usePromoteCanary(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'canary-promote', name],
    mutationFn: () => postCanaryPromote(name),
    // A new live version: the live remotes, the histories, the cards and the audit change with the canary.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITOR_KEY }),
  });
}
