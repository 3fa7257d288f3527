import type { ComponentType, ReactNode } from 'react';
import { retryableOnce } from '@site/shared/core';

type Providers = ComponentType<{ children: ReactNode }>;

const providers = retryableOnce(() => import('./area-providers').then((mod): Providers => mod.default));

/** Loads the shared providers once (in a route loader, so it runs alongside the page's own loading). */
export function loadAreaProviders(): Promise<Providers> {
  return providers.load();
}

/** The shared providers of an area whose pages use the query cache, once loaded (they never change after). */
export function areaProviders(): Providers | undefined {
  return providers.value();
}
