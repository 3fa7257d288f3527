import type { AgentDevice } from './device.js';
import type { FirstViewLook } from './first-view-look.js';
import type { SiteConfig } from './site-config.js';

/**
 * The protocol between the server and a remote's prerender build (its `prerender/render.cjs`, run in the server's
 * render worker): the server asks for an address, the build answers the page's first view.
 */
export interface PrerenderRequest {
  /** Path and query of the address asked for. */
  url: string;
  /** With its origin: the configured public origin, never a request's Host (renders are kept for every visitor). */
  site: SiteConfig;
  /** From the user agent; "unknown" when it cannot say which of a page's device twins the browser will show. */
  device: AgentDevice;
  /**
   * The request carries a console session. A page for signed-in users is then answered with its data alone (no
   * markup, `dataOnly`): the render's API calls carry the visitor's session, which the server adds itself (the
   * build never sees it) to the calls that only read.
   */
  signedIn?: boolean;
}

/** A page's first view. */
export interface PrerenderedPage {
  /** The page's address: the one asked for, or its device twin's, where the browser's device rule will go. */
  path: string;
  /** The application's markup, for the root element: the browser hydrates it. */
  html: string;
  /** For the head: the stylesheets the markup uses and the data it was rendered with. */
  head: string;
  title: string;
  lang: string;
  description?: string;
  /**
   * No markup: `head` holds only the data the page's routes fetched for a signed-in visitor, which the browser's
   * query cache starts from. Never kept, never shared: it is one visitor's.
   */
  dataOnly?: boolean;
  /** The page is the whole document: the browser needs none of the application's scripts for it. */
  staticPage?: boolean;
  /** The page's own icon (route meta), when it has one. */
  icon?: string;
  /**
   * All the page's data arrived: its markup is every visitor's while that data is the same (the server may keep the
   * finished page). A render some of whose calls failed is not.
   */
  complete?: boolean;
  /** The query parameters the page reads: any other leaves its render as it is. */
  searchParams: string[];
  /**
   * The HTTP status the page's content stands for, when it is not the address's own: 404 for a page that shows that
   * what its address names does not exist (a missing notice). Absent for a page that is what its address names.
   */
  status?: number;
  /** The stored look the markup was rendered in, when the page's look is kept in the browser (first-view-look.ts). */
  look?: FirstViewLook;
}

/**
 * What a render is given besides the address: the `fetch` its page's data goes through, which hands a call of this
 * site (a path such as `/api/notices`) to the server that asked for the render. The build's own global `fetch` is
 * never replaced.
 */
export interface RenderContext {
  fetch: GlobalFetch;
}

// The standard fetch's type, taken from the environment that reads this file (the browser's or Node's): the contracts
// are built with neither environment's types.
type GlobalFetch = typeof globalThis extends { fetch: infer Fetch } ? Fetch : never;

/** Renders the page at an address; null when the address is none of the build's pages. */
export type Prerender = (
  request: PrerenderRequest,
  context: RenderContext,
) => Promise<PrerenderedPage | null>;

/**
 * The version of this protocol, which a build exports as `protocol`: the server runs only builds of its own version
 * (a build without it read its data with the global `fetch`, and is rendered by the browser alone).
 */
export const RENDER_PROTOCOL = 2;

/** What a prerender build's module exports. */
export interface PrerenderBuild {
  render: Prerender;
  protocol: typeof RENDER_PROTOCOL;
}

/** A call to the API from a page's render (its data), answered by the server without a network. */
export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}
