import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MenuItem } from '@site/contracts/api/user';

export const serverMenuQueryKey = ['console', 'server-menu'] as const;

/** POST /api/user/menu: the menu of the session's role (contracts/src/console-menu.ts, as the server answers it). */
export function getServerMenu(signal?: AbortSignal): Promise<MenuItem[]> {
  return apiRequest<MenuItem[]>('/api/user/menu', { body: {}, signal });
}

export function serverMenuQueryOptions() {
  return queryOptions({ queryKey: serverMenuQueryKey, queryFn: ({ signal }) => getServerMenu(signal) });
}

/** The server's menu while the "menu from server" setting is on; nothing is asked while it is off. */
export function useServerMenu(enabled: boolean) {
  return useQuery({ ...serverMenuQueryOptions(), enabled });
}
