/** The console's help documents, in the order the workplace lists them, and how many sections each has. */
export const DOCS = ['overview', 'guide', 'workflow', 'api'] as const;
export type DocKey = (typeof DOCS)[number];

export const DOC_SECTIONS: Record<DocKey, number> = { overview: 4, guide: 5, workflow: 4, api: 4 };

export const DOCS_PATH = '/dashboard/docs';

export function docPath(doc: DocKey): string {
  return `${DOCS_PATH}/${doc}`;
}

/** A block of a section's text: a paragraph, or a list. */
export type DocBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^- /;
const NUMBERED = /^\d+\. /;

/**
 * A section's text as blocks: paragraphs are separated by blank lines; a paragraph whose every line starts with
 * "- " is a list, with "1. " a numbered list. Text only: nothing in it becomes markup.
 */
export function docBlocks(text: string): DocBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): DocBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      for (const [pattern, ordered] of [
        [BULLET, false],
        [NUMBERED, true],
      ] as const) {
        if (lines.every((line) => pattern.test(line)))
          return { kind: 'list', ordered, items: lines.map((line) => line.replace(pattern, '')) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
