import type { CanaryState } from '@site/contracts/api/canary';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** POST /api/admin/remotes/:name/canary/abort: every visitor back on the live version (admin). */
export function postCanaryAbort(name: string): Promise<CanaryState> {
  return apiRequest<CanaryState>(`/api/admin/remotes/${encodeURIComponent(name)}/canary/abort`, {
    method: 'POST',
    body: {},
  });
}

export function useAbortCanary(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'canary-abort', name],
    mutationFn: () => postCanaryAbort(name),
    // The canary, its health and the audit change; the live version does not, but what this browser gets may.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITOR_KEY }),
  });
}
