import { createMarkdownSanitizer } from '@site/shared/markdown-sanitizer';
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

// The rule the console's preview shows notices by, too (shared/src/markdown/markdown-sanitizer.ts).
const sanitize = createMarkdownSanitizer(DOMPurify);

/** A notice body (Markdown written by staff) as HTML that is safe to insert into the page. */
export function renderMarkdown(markdown: string): string {
  return sanitize(marked.parse(markdown) as string);
}
