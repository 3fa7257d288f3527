import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Answer = (error: Error | null, result?: Counted) => void;

/** What @fastify/rate-limit asks of a store (its own two stores do all of it). */
export interface CountingStore {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  read(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(params: Record<string, unknown>): CountingStore;
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The counters in Redis, shared by every instance; while Redis cannot be asked, in this instance's memory. The
 * limits then hold per instance (at most the number of instances times the limit) instead of not at all: a broken
 * Redis must neither take logins down nor open them to guessing. `unavailable` hears each failed Redis call.
 */
export function redisWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  localEntries: number,
  unavailable: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  const pair = (remote: CountingStore, local: CountingStore): CountingStore => {
    const either =
      (method: 'incr' | 'read') => (key: string, answer: Answer, timeWindow: number, max: number) => {
        remote[method](
          key,
          (error, result) => {
            if (!error) return answer(null, result);
            unavailable(error);
            local[method](key, answer, timeWindow, max);
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: either('incr'),
      read: either('read'),
      child: (params) => {
        const { continueExceeding = false, exponentialBackoff = false } = params as StoreParams;
        // The library gives a limit's local store its default size, not the plugin's: named here.
        return pair(
          remote.child(params),
          new LocalStore(continueExceeding, exponentialBackoff, localEntries),
        );
      },
    };
  };
  // The library constructs the store with its options and asks each limit for a child of it.
  return function FallbackStore(params: StoreParams) {
    const { continueExceeding = false, exponentialBackoff = false } = params;
    return pair(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff, localEntries),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
