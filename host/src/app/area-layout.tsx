import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

type Providers = ComponentType<{ children: ReactNode }>;

let providers: Providers | undefined;
let pending: Promise<Providers> | undefined;

/** Loads the shared providers once (in a route loader, so it runs alongside the page's own loading). */
export function loadAreaProviders(): Promise<Providers> {
  if (providers) return Promise.resolve(providers);
  pending ??= import('./area-providers').then(
    (mod) => (providers = mod.default),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** An area whose pages use the shared query cache. */
export function ProvidedArea() {
  const Provided = providers;
  return Provided ? (
    <Provided>
      <Outlet />
    </Provided>
  ) : (
    <Outlet />
  );
}
