import type { SiteConfig } from '@site/contracts/site-config';
import type { QueryClient } from '@tanstack/react-query';

/** What a server render is for, set by the render for everything it runs. */
export interface RenderScope {
  /** The fetch its API calls go through (the server's, for its own routes); the global one when absent. */
  fetch?: typeof fetch;
  site?: SiteConfig;
  /** What the page is rendered for (shared/src/routes/first-view.ts). */
  firstView?: { device: 'phone' | 'desktop'; area: string };
  /** The query cache its routes' data goes into, sent with the page. */
  queryClient?: QueryClient;
  /** Its visitor has a console session (what a route's loader is told: LoadContext). */
  signedIn?: boolean;
}
