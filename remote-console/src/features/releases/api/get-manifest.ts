import { queryOptions, useQueries } from '@tanstack/react-query';
import { MONITOR_KEY } from './monitor-keys';

/** GET <a remote's mf-manifest.json>: whether it answers with JSON, i.e. the live build can be loaded. */
export async function manifestAnswers(url: string, signal?: AbortSignal): Promise<boolean> {
  const response = await fetch(url, { cache: 'no-cache', signal });
  if (!response.ok) return false;
  await response.json();
  return true;
}

export function manifestQueryOptions(url: string) {
  return queryOptions({
    queryKey: [...MONITOR_KEY, 'manifest', url],
    // A manifest that cannot be fetched or read is down, not an error of the page.
    queryFn: ({ signal }) => manifestAnswers(url, signal).catch(() => false),
    staleTime: 0,
  });
}

/** One query per manifest, in the order of `urls`. */
export function useManifests(urls: string[]) {
  return useQueries({ queries: urls.map((url) => manifestQueryOptions(url)) });
}
