import { queryClient } from '@site/shared/query';
import type { UserInfo } from './types';
import { applyUserInfo, userInfoQuery } from '../state/user';
import type { Started } from './prefetch';

/** Puts answers started by a route loader (prefetch.ts) into the query cache, under the keys the pages query. */
export function seed(started: Started[]): void {
  for (const { queryKey, answer } of started) {
    const isUserInfo = queryKey[0] === userInfoQuery.queryKey[0];
    void queryClient.prefetchQuery({
      queryKey,
      // The user's profile also goes into the state, as the layout's own query does it.
      queryFn: isUserInfo ? () => answer.then((info) => applyUserInfo(info as UserInfo)) : () => answer,
      ...(isUserInfo ? { staleTime: userInfoQuery.staleTime } : {}),
    });
  }
}
