/** Listeners of console route changes (the tab bar, the visit history); logout removes them all. */
export type RouteChange = { name: string; title: string; fullPath: string; query: Record<string, string> };
type Listener = (change: RouteChange) => void;

const listeners = new Set<Listener>();

export function listenRouteChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitRouteChange(change: RouteChange): void {
  listeners.forEach((listener) => listener(change));
}

export function clearRouteListeners(): void {
  listeners.clear();
}

export function routeListenerCount(): number {
  return listeners.size;
}
