import { createContext } from 'react';

/** What a page rendered ahead of time on the server knows in place of the browser's window. */
export interface PrerenderInfo {
  /** The site's origin, for absolute addresses in the page (share links, printed link targets). */
  origin: string;
  /** The device the server took the request to come from (by its user agent). */
  device: 'phone' | 'desktop';
}

/** Set only while the server renders a page's first view; pages read window instead when it is absent. */
export const PrerenderContext = createContext<PrerenderInfo | null>(null);
