/** Every answer the monitor shows lives under this key: a rollback invalidates all of them. */
export const MONITOR_KEY = ['console', 'monitor'] as const;
