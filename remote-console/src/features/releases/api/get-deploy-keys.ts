import type { DeployKeyList } from '@site/contracts/api/release-ops';
import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deployKeysKey } from './monitor-keys';

/** GET /api/admin/remotes/:name/keys: the remote's deploy keys, revoked and expired ones included (admin). */
export function getDeployKeys(name: string, signal?: AbortSignal): Promise<DeployKeyList> {
  return apiRequest<DeployKeyList>(`/api/admin/remotes/${encodeURIComponent(name)}/keys`, { signal });
}

export function deployKeysQueryOptions(name: string) {
  return queryOptions({
    queryKey: deployKeysKey(name),
    queryFn: ({ signal }) => getDeployKeys(name, signal),
    staleTime: 0,
  });
}

export function useDeployKeys(name: string) {
  return useQuery(deployKeysQueryOptions(name));
}
