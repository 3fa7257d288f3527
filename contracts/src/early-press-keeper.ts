/**
 * The controls whose press does nothing until the application runs: a menu button, a tab, a switch. Links, a form's
 * submit button and a `<details>`' summary work natively.
 */
export const NEEDS_THE_APP = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"]';

/**
 * The second part of the page's one inline script (page-inline-script.ts), first in the host's head (before any
 * stylesheet, which would hold it): it keeps the
 * last press on such a control from the moment the page starts to parse, so a press on a page that has painted but
 * whose entry script (async) has not run yet is not lost. The host's entry takes it (`document.takeEarlyPress()`,
 * which also stops the keeping) and carries it out once the page is hydrated. A submit or reset button is left to
 * the browser, which posts or resets its form.
 */
export const EARLY_PRESS_KEEPER =
  '(function(d){var last;function keep(e){var c=e.target instanceof Element?e.target.closest(' +
  JSON.stringify(NEEDS_THE_APP) +
  '):null;if(c instanceof HTMLElement&&!(c instanceof HTMLButtonElement&&c.type!=="button"))last=c}' +
  'd.addEventListener("click",keep,true);' +
  'd.takeEarlyPress=function(){d.removeEventListener("click",keep,true);delete d.takeEarlyPress;return last}})(document)';
