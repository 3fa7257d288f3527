/**
 * @jest-environment node
 */
import DOMPurify from 'dompurify';
import { createMarkdownSanitizer } from './markdown-sanitizer';

// A remote's prerender build runs its pages in Node, where DOMPurify has no DOM and hands its input back unchanged.
describe('createMarkdownSanitizer without a DOM', () => {
  it('renders nothing rather than the HTML as it came', () => {
    const sanitize = createMarkdownSanitizer(DOMPurify);
    expect(sanitize('<p onclick="alert(1)">x</p><form><input></form>')).toBe('');
  });
});
