import type { PreviewLink } from '@site/contracts/api/release-ops';
import { apiRequest } from '@site/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONITOR_KEY, auditKey, storedVersionsKey } from './monitor-keys';

/** POST /api/admin/remotes/:name/previews: a signed, expiring link that previews the version in one browser. */
export function postPreview(name: string, version: string): Promise<PreviewLink> {
  return apiRequest<PreviewLink>(`/api/admin/remotes/${encodeURIComponent(name)}/previews`, {
    method: 'POST',
    body: { version },
  });
}

export function usePreview(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MONITOR_KEY, 'preview', name],
    mutationFn: (version: string) => postPreview(name, version),
    // A version under preview is kept by the pruning, and the preview is recorded.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storedVersionsKey(name) }),
        queryClient.invalidateQueries({ queryKey: auditKey(name) }),
      ]),
  });
}
