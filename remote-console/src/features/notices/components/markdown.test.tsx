import { UiProvider } from '@site/shared/ui';
import { render, screen } from '@testing-library/react';
import { HOSTILE_MARKDOWN, unsafeMarkup } from '../../../../../tooling/jest/hostile-markdown';
import { MarkdownView, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders a notice as the player site does', () => {
    const html = renderMarkdown('# 見出し\n\n**太字** と [リンク](https://example.com)');
    expect(html).toContain('<h1>見出し</h1>');
    expect(html).toContain('<strong>太字</strong>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">');
  });

  it('renders a hostile notice safe: no panel, form, frame, handler, script link or clobbering name', () => {
    expect(unsafeMarkup(renderMarkdown(HOSTILE_MARKDOWN))).toEqual([]);
  });
});

describe('MarkdownView', () => {
  it("puts no fake panel or form over the console in a notice's preview", () => {
    render(
      <UiProvider>
        <MarkdownView source={HOSTILE_MARKDOWN} testId="markdown-preview" />
      </UiProvider>,
    );
    const preview = screen.getByTestId('markdown-preview');
    expect(unsafeMarkup(preview.innerHTML)).toEqual([]);
    expect(preview.querySelector('form, input, button, [style]')).toBeNull();
    expect(preview).toHaveTextContent('セッションの有効期限が切れました');
  });
});
