// A press on a page that is not interactive yet. Links, a form's submit button and a <details>' summary work without
// the application, natively. Any other control (a menu button, a tab, a carousel's arrow) does nothing until the
// application runs: its press is kept, and carried out once the page is interactive, on the same element (the page
// is hydrated in place). Only the last one counts: a visitor who pressed twice meant the second.
//
// The keeping starts before the page paints, in the page's inline keeper (contracts/src/early-press-keeper.ts): this
// entry is an async script, which may run after the first paint and the first press.

declare global {
  interface Document {
    /** Set by the inline keeper: the last press kept, once; the keeping stops. */
    takeEarlyPress?: () => HTMLElement | undefined;
  }
}

/** The press kept so far, if any; no press is kept from then on. */
export function takeEarlyPress(): HTMLElement | undefined {
  return document.takeEarlyPress?.();
}

/** Once the page is interactive: the kept press, carried out (React takes it as the visitor's own). */
export function replayEarlyPress(): void {
  const control = takeEarlyPress();
  if (control?.isConnected) control.click();
}
