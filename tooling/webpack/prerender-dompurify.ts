// DOMPurify for the prerender builds (aliased for "dompurify" in create-prerender-config.ts). It needs a DOM, which
// Node has not: without one it hands HTML back unsanitised, and a page's server render would show nothing (or
// worse) where the browser shows a sanitised notice. Over jsdom it sanitises on the server exactly as in the browser,
// so the markup the page is hydrated from is the browser's own. The window is made once, at the first use.
import type { DOMPurify, WindowLike } from 'dompurify';
import createDOMPurify from 'dompurify/purify.js';
import { JSDOM } from 'jsdom';

let window: WindowLike | undefined;

function serverPurify(root?: WindowLike) {
  window ??= new JSDOM('<!doctype html>').window as unknown as WindowLike;
  return createDOMPurify(root ?? window);
}

export default serverPurify as unknown as DOMPurify;
