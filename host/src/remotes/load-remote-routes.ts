import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RetryableOnce, type RoutesModule, federationName, retryableOnce } from '@site/shared/core';
import { note } from '../rum/signals';
import type { LiveRemote } from './remote-index';

/** A remote's code could not be fetched or its ./routes module failed: its area shows a fallback. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
    /**
     * The page itself preloaded the remote's files (the server hints them): the browser keeps a failed preload for
     * the page's lifetime, so only loading the page again fetches them anew.
     */
    readonly needsReload = false,
  ) {
    super(`The "${remote}" remote could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const entriesByName = new Map<string, LiveRemote>();
const routesByRemote = new Map<string, RetryableOnce<RoutesModule>>();

function register(entries: LiveRemote[], force: boolean): void {
  registerRemotes(
    entries.map((entry) => ({ name: federationName(entry.name), entry: entry.entry })),
    { force },
  );
}

export function registerRemoteEntries(entries: LiveRemote[]): void {
  for (const entry of entries) entriesByName.set(entry.name, entry);
  register(entries, false);
}

function preloadedByPage(url: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (link) => link.getAttribute('href') === url,
  );
}

async function fetchRemoteRoutes(name: string): Promise<RoutesModule> {
  try {
    const mod = await loadRemote<RoutesModule>(`${federationName(name)}/routes`);
    if (!mod || !Array.isArray(mod.default)) throw new Error(`${name}/routes exposes no route list`);
    note({ type: 'used', remote: name });
    return mod;
  } catch (error) {
    note({ type: 'error', remote: name, kind: 'load-failure' });
    // The federation runtime keeps a failed entry; registering it again makes the next load fetch anew.
    const entry = entriesByName.get(name);
    if (entry) register([entry], true);
    throw new RemoteLoadError(name, error, entry !== undefined && preloadedByPage(entry.entry));
  }
}

/** Loads a remote's ./routes module once; a failure is forgotten so that a retry fetches again. */
export function loadRemoteRoutes(name: string): Promise<RoutesModule> {
  let routes = routesByRemote.get(name);
  if (!routes) {
    routes = retryableOnce(() => fetchRemoteRoutes(name));
    routesByRemote.set(name, routes);
  }
  return routes.load();
}
