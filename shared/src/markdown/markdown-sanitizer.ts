// What HTML rendered from staff-written Markdown (notice bodies) may contain, for every page that shows it: the
// player's notice pages and the console's notice preview. One rule, so a notice the console shows safe is the notice
// players see. The apps bring their own DOMPurify (and Markdown renderer): this entry is only the rule, a few hundred
// bytes, so nothing here loads on a page that renders no Markdown.
import { siteOrigin } from '@site/shared/site-config';
import type { Config, DOMPurify } from 'dompurify';

/**
 * DOMPurify's configuration. An allowlist of the markup Markdown writes (plus a few inline elements staff may type),
 * and by name, what must never come back even if the allowlist grows (DOMPurify's FORBID_* win over ALLOWED_*):
 * - styles and classes: a notice could draw a full-screen panel over the page (a fake "session expired" login);
 * - forms and their controls: that panel could send what is typed into it anywhere;
 * - frames, plugins, media, SVG and MathML: other documents and script-bearing markup inside the page;
 * - images: the site has no image upload, the CSP would block other sites' images anyway, and a large picture of a
 *   dialog is as good a fake panel as a styled one (the player never allowed them; the console now agrees);
 * - id and name: elements that clobber document properties (document.getElementById, form.action, …);
 * - dialogs and popovers: they sit above the page;
 * - event handlers, data-* (read by the apps' own scripts) and ARIA attributes (what assistive technology announces).
 */
export const MARKDOWN_HTML_POLICY = {
  ALLOWED_TAGS: [
    // What marked writes (CommonMark and GFM, task-list checkboxes aside).
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'li',
    'ol',
    'p',
    'pre',
    'strong',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
    // Inline HTML a notice may use for emphasis and notation.
    'abbr',
    'b',
    'i',
    'kbd',
    'mark',
    's',
    'small',
    'span',
    'sub',
    'sup',
    'u',
  ],
  // align: GFM table columns; start: an ordered list that does not begin at 1.
  ALLOWED_ATTR: ['href', 'title', 'align', 'start'],
  FORBID_TAGS: [
    'style',
    'link',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'img',
    'picture',
    'video',
    'audio',
    'svg',
    'math',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'popover', 'target', 'srcdoc', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Links to web pages, mail and phone numbers, and addresses within the site; no javascript:, data:, vbscript: or
  // any other scheme (DOMPurify tests the value with whitespace and control characters removed, case-insensitively).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
} satisfies Config;

/** A link the page's visitor would follow to another site (not a path of this one, a mail or a call). */
function leavesSite(href: string, page: URL): boolean {
  try {
    const url = new URL(href, page);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== page.origin;
  } catch {
    return false;
  }
}

/** Another site opens in a new tab that gets neither this page (window.opener) nor its address (Referer). */
function withLinkRule(purify: DOMPurify): DOMPurify {
  // An instance without a DOM has no hooks (nor anything to sanitise).
  if (!purify.isSupported) return purify;
  // The site's address, the same on the server (which renders notices too) as in the browser.
  const page = new URL(siteOrigin() || 'http://site.invalid');
  purify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (node.tagName === 'A' && href !== null && leavesSite(href, page)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

/**
 * The sanitiser for HTML rendered from staff-written Markdown, on the app's own DOMPurify. It works on an instance
 * of its own, created on first use (a prerender build imports it where there is no window), so its link rule never
 * reaches the app's other uses of DOMPurify.
 */
export function createMarkdownSanitizer(createPurify: DOMPurify): (html: string) => string {
  let purify: DOMPurify | undefined;
  return (html) => {
    purify ??= withLinkRule(createPurify());
    // Without a DOM (a server render) DOMPurify hands its input back as it came: show nothing rather than that.
    if (!purify.isSupported) return '';
    return purify.sanitize(html, MARKDOWN_HTML_POLICY);
  };
}
