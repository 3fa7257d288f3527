import type { LiveChange } from '@site/contracts/api/remotes';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** POST /api/admin/remotes/:name/rollback: makes the release before the live one live again (admin). */
export function postRollback(name: string): Promise<LiveChange> {
  return apiRequest<LiveChange>(`/api/admin/remotes/${encodeURIComponent(name)}/rollback`, {
    method: 'POST',
    body: {},
  });
}

export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'rollback'],
    mutationFn: postRollback,
    // The live versions, their manifests and the histories all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITOR_KEY }),
  });
}
