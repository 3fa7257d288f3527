import { FIRST_VIEW_OFF_ATTRIBUTE } from '@site/contracts/first-view-look';
import { type RenderScope, currentRender } from '../api/render-fetch';

/** The device a page's first view was rendered for on the server, as its user agent told it. */
export type FirstViewDevice = 'phone' | 'desktop';

/** The id of the data tag that tells the browser what the server rendered the page for. */
export const FIRST_VIEW_ID = 'first-view';

/** What the server rendered a page's first view for: the device, and the area (the remote) whose page it is. */
export type FirstView = NonNullable<RenderScope['firstView']>;

let known: FirstView | null | undefined;

function firstView(): FirstView | null {
  // A server render's own, whatever other renders run beside it.
  const rendering = currentRender()?.firstView;
  if (rendering) return rendering;
  if (known === undefined) {
    // The page's inline script found the markup in another look than this browser's (contracts/src/first-view-look.ts):
    // the page is rendered anew, as without a first view.
    const off = globalThis.document?.documentElement.getAttribute(FIRST_VIEW_OFF_ATTRIBUTE) === 'off';
    const text = off ? undefined : globalThis.document?.getElementById(FIRST_VIEW_ID)?.textContent;
    try {
      known = text ? (JSON.parse(text) as FirstView) : null;
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
