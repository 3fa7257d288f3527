import type { LiveChange } from '@site/contracts/api/remotes';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** POST /api/admin/remotes/:name/live: makes a version released before live again (admin). */
export function postMakeLive(name: string, version: string): Promise<LiveChange> {
  return apiRequest<LiveChange>(`/api/admin/remotes/${encodeURIComponent(name)}/live`, {
    method: 'POST',
    body: { version },
  });
}

export function useMakeLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'make-live'],
    mutationFn: ({ name, version }: { name: string; version: string }) => postMakeLive(name, version),
    // The live versions, their manifests, the histories and the cards all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONITOR_KEY }),
  });
}
