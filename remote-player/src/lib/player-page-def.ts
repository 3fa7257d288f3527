import type { PageModule, RouteRecord } from '@site/shared/core';

export type PlayerPage = () => Promise<PageModule>;

/** A page of the game's site as a feature declares it; src/routes.ts makes its routes under /home and /dmg. */
export interface PlayerPageDef {
  /** Route name without area or device prefix, e.g. "play". */
  id: string;
  /** Path below the area root; "" is the area's index. */
  path: string;
  title?: string;
  description: string;
  pc: PlayerPage;
  /** The phone layout; absent when the page exists on PC only. */
  mobile?: PlayerPage;
  /** Only under /dmg. */
  dmgOnly?: boolean;
  loadData?: RouteRecord['loadData'];
  /** The query parameters the page's markup reads (route meta.searchParams). */
  searchParams?: string[];
  /** Opened directly, the page is sent as a finished document without the application (route meta.staticPage). */
  staticPage?: boolean;
}
