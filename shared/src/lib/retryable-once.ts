export interface RetryableOnce<T> {
  /** The value, loading it on the first call; after a failure, the next call loads again. */
  load(): Promise<T>;
  /** The value once loaded, for code that must read it synchronously (a component rendering a loaded page). */
  value(): T | undefined;
}

/**
 * Loads something once and keeps it, but forgets a failure so that a retry fetches again: remote code, page chunks
 * and providers can fail on a bad network, and the user's retry must really retry.
 */
export function retryableOnce<T>(load: () => Promise<T>): RetryableOnce<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (loaded) return Promise.resolve(loaded.value);
      pending ??= load().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    value: () => loaded?.value,
  };
}
