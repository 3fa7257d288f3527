import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RoutesModule } from '@site/shared/core';
import type { RemoteIndexEntry } from './remote-index';

/** A remote's code could not be fetched or its ./routes module failed: its area shows a fallback. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`The "${remote}" remote could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const entriesByName = new Map<string, RemoteIndexEntry>();
const pending = new Map<string, Promise<RoutesModule>>();

/**
 * A remote's container is a global variable, so its name carries a prefix that no browser global has ("console"
 * would replace window.console); remote builds use the same rule.
 */
export function federationName(remote: string): string {
  return `remote_${remote}`;
}

function register(entries: RemoteIndexEntry[], force: boolean): void {
  registerRemotes(
    entries.map((entry) => ({ name: federationName(entry.name), entry: entry.manifest })),
    { force },
  );
}

export function registerRemoteEntries(entries: RemoteIndexEntry[]): void {
  for (const entry of entries) entriesByName.set(entry.name, entry);
  register(entries, false);
}

/** Loads a remote's ./routes module once; a failure is forgotten so that a retry fetches again. */
export function loadRemoteRoutes(name: string): Promise<RoutesModule> {
  let promise = pending.get(name);
  if (!promise) {
    promise = loadRemote<RoutesModule>(`${federationName(name)}/routes`).then(
      (mod) => {
        if (!mod || !Array.isArray(mod.default)) throw new Error(`${name}/routes exposes no route list`);
        return mod;
      },
      (error: unknown) => {
        throw new RemoteLoadError(name, error);
      },
    );
    promise.catch(() => {
      pending.delete(name);
      // The federation runtime keeps a failed entry; registering it again makes the next load fetch anew.
      const entry = entriesByName.get(name);
      if (entry) register([entry], true);
    });
    pending.set(name, promise);
  }
  return promise;
}
