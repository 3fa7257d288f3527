import type { CanaryState, StartCanaryInput } from '@site/contracts/api/canary';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** POST /api/admin/remotes/:name/canary: a stored version goes live for a share of visitors (admin). */
export function postCanaryStart(name: string, input: StartCanaryInput): Promise<CanaryState> {
  return apiRequest<CanaryState>(`/api/admin/remotes/${encodeURIComponent(name)}/canary`, {
    method: 'POST',
    body: input,
  });
}

export function useStartCanary(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'canary-start', name],
    mutationFn: (input: StartCanaryInput) => postCanaryStart(name, input),
    // The canary, the health beside it, the stored versions the server now keeps and the audit all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITOR_KEY }),
  });
}
