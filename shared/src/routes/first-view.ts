import { FIRST_VIEW_OFF_ATTRIBUTE } from '@site/contracts/first-view-look';
import type { HydrationState } from 'react-router';
import { type RenderScope, currentRender } from '../api/render-fetch';

/** The device a page's first view was rendered for on the server, as its user agent told it. */
export type FirstViewDevice = 'phone' | 'desktop';

/** The id of the data tag that tells the browser what the server rendered the page for. */
export const FIRST_VIEW_ID = 'first-view';

/** What the server rendered a page's first view for: the device, and the area (the remote) whose page it is. */
export type FirstView = NonNullable<RenderScope['firstView']>;

/**
 * The first-view tag: what the page was rendered for, and what its routes' loaders returned (the static handler's
 * `loaderData`), which the browser's router starts from instead of running those loaders again.
 */
export interface FirstViewTag extends FirstView {
  loaderData?: HydrationState['loaderData'];
}

let known: FirstViewTag | null | undefined;

function firstView(): FirstViewTag | null {
  // A server render's own, whatever other renders run beside it.
  const rendering = currentRender()?.firstView;
  if (rendering) return rendering;
  if (known === undefined) {
    // The page's inline script found the markup in another look than this browser's (contracts/src/first-view-look.ts):
    // the page is rendered anew, as without a first view.
    const off = globalThis.document?.documentElement.getAttribute(FIRST_VIEW_OFF_ATTRIBUTE) === 'off';
    const text = off ? undefined : globalThis.document?.getElementById(FIRST_VIEW_ID)?.textContent;
    try {
      known = text ? (JSON.parse(text) as FirstViewTag) : null;
    } catch {
      known = null;
    }
  }
  return known;
}

/**
 * The device the server rendered this page's first view for, or undefined when it sent none. Markup that depends on
 * the device (a table of contents open beside the text or folded above it) starts from this, not from the window,
 * so the browser's first render matches the server's and hydrates it; the window may change it afterwards.
 */
export function firstViewDevice(): FirstViewDevice | undefined {
  return firstView()?.device;
}

/** The area of the page the server rendered, or undefined when it sent no first view. */
export function firstViewArea(): string | undefined {
  return firstView()?.area;
}

/** Whether the page started from markup the server rendered (the browser hydrates it rather than rendering anew). */
export function startedFromFirstView(): boolean {
  return firstViewDevice() !== undefined;
}

/**
 * The router's starting data for the page the server rendered (React Router's `hydrationData`), or undefined without
 * a first view. A render that failed sends no first view, so there are never errors to carry.
 */
export function firstViewHydrationData(): HydrationState | undefined {
  const loaderData = firstView()?.loaderData;
  return loaderData ? { loaderData } : undefined;
}
