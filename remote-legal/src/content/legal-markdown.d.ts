/** What remote-legal/content/*.md compiles to (src/markdown/legal-markdown-loader.ts). */
declare module '*.md' {
  const document: import('../markdown/render-legal-markdown').LegalDocument;
  export const html: string;
  export const headings: import('../markdown/render-legal-markdown').LegalHeading[];
  export const attributes: import('../markdown/render-legal-markdown').LegalAttributes;
  export default document;
}
