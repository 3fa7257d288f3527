// A press on a page that is not interactive yet. Links, a form's submit button and a <details>' summary work without
// the application, natively. Any other control (a menu button, a tab, a carousel's arrow) does nothing until the
// application runs: its press is kept, and carried out once the page is interactive, on the same element (the page
// is hydrated in place). Only the last one counts: a visitor who pressed twice meant the second.

const NEEDS_THE_APP = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"]';

let pressed: HTMLElement | undefined;

function keep(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest(NEEDS_THE_APP) : null;
  if (!(control instanceof HTMLElement)) return;
  // A submit or reset button does its work natively: the form is posted (or reset) by the browser.
  if (control instanceof HTMLButtonElement && control.type !== 'button') return;
  pressed = control;
}

export function keepEarlyPresses(): void {
  document.addEventListener('click', keep, true);
}

/** Once the page is interactive: the kept press, carried out (React takes it as the visitor's own). */
export function replayEarlyPress(): void {
  document.removeEventListener('click', keep, true);
  const control = pressed;
  pressed = undefined;
  if (control?.isConnected) control.click();
}
