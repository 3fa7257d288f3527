/** Every answer the monitor shows lives under this key: a rollback invalidates all of them. */
export const MONITOR_KEY = ['console', 'monitor'] as const;

/** One remote's deploy keys: created and revoked keys change them. */
export const deployKeysKey = (name: string) => [...MONITOR_KEY, 'keys', name] as const;

/** One remote's audit, every page of it: each release action adds a line. */
export const auditKey = (name: string) => [...MONITOR_KEY, 'audit', name] as const;

/** One remote's stored versions and why each is kept: a preview keeps one. */
export const storedVersionsKey = (name: string) => [...MONITOR_KEY, 'stored', name] as const;

/** One remote's canary, running and recent: starting, promoting and aborting one change it. */
export const canaryKey = (name: string) => [...MONITOR_KEY, 'canary', name] as const;

/** One remote's real-user health, for every span asked for. */
export const remoteHealthKey = (name: string) => [...MONITOR_KEY, 'remote-health', name] as const;
