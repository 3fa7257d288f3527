import { type ComponentType, type ReactNode, createElement } from 'react';
import { Outlet } from 'react-router-dom';
import { retryableOnce } from '@site/shared/core';

type Providers = ComponentType<{ children: ReactNode }>;

const providers = retryableOnce(() => import('./area-providers').then((mod): Providers => mod.default));

/** Loads the shared providers once (in a route loader, so it runs alongside the page's own loading). */
export function loadAreaProviders(): Promise<Providers> {
  return providers.load();
}

/** An area whose pages use the shared query cache (the providers are loaded by then, and never change). */
export function ProvidedArea() {
  const provided = providers.value();
  return provided ? createElement(provided, null, <Outlet />) : <Outlet />;
}
