import { HOSTILE_MARKDOWN, unsafeMarkup } from '../../../../../tooling/jest/hostile-markdown';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders Markdown, with body headings below the page title', () => {
    const html = renderMarkdown(
      '# 見出し\n\n**太字** と [リンク](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>見出し</h2>');
    expect(html).toContain('<strong>太字</strong>');
    expect(html).toContain('<table>');
    expect(html).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">/);
  });

  it('never lets scripts, handlers or javascript: links through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><p onclick="alert(4)" style="color:red">p</p><iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=|<img/i);
    expect(html).toContain('<p>p</p>');
  });

  it('renders a hostile notice safe: no panel, form, frame, handler, script link or clobbering name', () => {
    const html = renderMarkdown(HOSTILE_MARKDOWN);
    expect(unsafeMarkup(html)).toEqual([]);
    expect(html).toContain('<h3>お知らせ</h3>');
  });

  it('opens links to other sites in a new tab, and links within the site in place', () => {
    const html = renderMarkdown('[外部](https://example.com/a) [お知らせ](/home/notice/3)');
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="/home/notice/3">お知らせ</a>');
  });
});
