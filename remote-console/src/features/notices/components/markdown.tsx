import { Box } from '@chakra-ui/react/box';
import { createMarkdownSanitizer } from '@site/shared/markdown-sanitizer';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

// The player site's rule (shared/src/markdown/markdown-sanitizer.ts): a notice cannot draw a panel or a form over the
// console, and the preview shows what players will see.
const sanitize = createMarkdownSanitizer(DOMPurify);

/** A notice body (Markdown written by staff) as HTML that is safe to insert into a console page. */
export function renderMarkdown(source: string): string {
  return sanitize(marked.parse(source, { async: false, gfm: true, breaks: true }));
}

export function MarkdownView({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <Box
      data-testid={testId}
      fontSize="sm"
      lineHeight="1.8"
      css={{
        '& h1, & h2, & h3': { fontWeight: '600', mt: '4', mb: '2' },
        '& h1': { fontSize: 'xl' },
        '& h2': { fontSize: 'lg' },
        '& h3': { fontSize: 'md' },
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& code': { bg: 'bg.muted', px: '1', rounded: 'xs', fontSize: 'xs' },
        '& blockquote': { borderStartWidth: '3px', borderColor: 'border', ps: '3', color: 'fg.muted' },
        '& table': { borderCollapse: 'collapse', mb: '3' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '2', py: '1' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
