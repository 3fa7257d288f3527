import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { HOSTILE_MARKDOWN, unsafeMarkup } from '../../../tooling/jest/hostile-markdown';
import { MARKDOWN_HTML_POLICY, createMarkdownSanitizer } from './markdown-sanitizer';

const sanitize = createMarkdownSanitizer(DOMPurify);
const render = (markdown: string) => sanitize(marked.parse(markdown, { async: false, gfm: true }));

describe('createMarkdownSanitizer', () => {
  it('leaves nothing of a hostile notice that can style, submit, embed, script or clobber', () => {
    const html = render(HOSTILE_MARKDOWN);
    expect(unsafeMarkup(html)).toEqual([]);
    // The text stays readable; only the markup goes.
    expect(html).toContain('<h2>お知らせ</h2>');
    expect(html).toContain('clobber');
  });

  it('keeps the markup Markdown writes', () => {
    const html = render(
      '**b** _i_ ~~s~~ `c`\n\n> q\n\n1. one\n\n- a\n\n| a | b |\n|:-:|---|\n| 1 | 2 |\n\n```\npre\n```\n\n---',
    );
    for (const part of [
      '<strong>b</strong>',
      '<em>i</em>',
      '<del>s</del>',
      '<code>c</code>',
      '<blockquote>',
      '<ol>',
      '<ul>',
      '<th align="center">a</th>',
      '<pre><code>pre',
      '<hr>',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('opens links to other sites in a new tab without the opener or the referrer, and site links in place', () => {
    const html = render(
      `[other](https://example.com/a) [same](${window.location.origin}/home) [path](/home/notice/3) [mail](mailto:a@b.example)`,
    );
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">other</a>',
    );
    expect(html).toContain(`<a href="${window.location.origin}/home">same</a>`);
    expect(html).toContain('<a href="/home/notice/3">path</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("leaves the app's own DOMPurify alone (its hook is on an instance of its own)", () => {
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('forbids by name what must never come back, whatever the allowlist becomes', () => {
    for (const tag of [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'object',
      'embed',
      'img',
      'svg',
      'math',
    ]) {
      expect(MARKDOWN_HTML_POLICY.FORBID_TAGS).toContain(tag);
      expect(MARKDOWN_HTML_POLICY.ALLOWED_TAGS).not.toContain(tag);
    }
    for (const attribute of ['style', 'class', 'id']) {
      expect(MARKDOWN_HTML_POLICY.FORBID_ATTR).toContain(attribute);
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'JaVaScRiPt:x']) {
      expect(MARKDOWN_HTML_POLICY.ALLOWED_URI_REGEXP.test(url)).toBe(false);
    }
  });
});
