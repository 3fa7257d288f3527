// The stores @fastify/rate-limit builds its limits on, which it ships without types of their own.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { CountingStore } from '../lib/fallback-rate-store.js';
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => CountingStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { CountingStore } from '../lib/fallback-rate-store.js';
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => CountingStore;
  export default RedisStore;
}
