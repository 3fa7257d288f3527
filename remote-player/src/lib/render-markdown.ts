import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  // The page's title is its one h1: headings in a body start at h2.
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
});

let hooked = false;

function purifier() {
  if (!hooked) {
    // Links in a notice leave the site in a new tab, without handing it the opener.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * A notice body (Markdown written by staff) as HTML that is safe to insert: marked renders it, DOMPurify removes
 * scripts, event handlers, styles and anything but plain document markup.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'img'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}
