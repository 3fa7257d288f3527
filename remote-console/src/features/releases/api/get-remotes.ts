import type { LiveRemote, LiveRemoteIndex } from '@site/contracts/api/remotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** GET /remotes.json: each remote's live version, manifest and routes (no envelope: it is what the host reads). */
export async function getRemotes(signal?: AbortSignal): Promise<LiveRemote[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return ((await response.json()) as LiveRemoteIndex).remotes;
}

export function remotesQueryOptions() {
  return queryOptions({
    queryKey: [...MONITOR_KEY, 'remotes'],
    queryFn: ({ signal }) => getRemotes(signal),
    // A monitor shows the state now, not a minute ago.
    staleTime: 0,
  });
}

export function useRemotes() {
  return useQuery(remotesQueryOptions());
}
