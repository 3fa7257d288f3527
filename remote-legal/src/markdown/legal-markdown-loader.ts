/**
 * webpack loader for remote-legal/content/*.md: turns a legal document into an ES module
 * `export default { html, headings, attributes }` at build time (see render-legal-markdown.ts).
 * The rendered HTML is content, not code: it is emitted as its own content-hashed file and fetched by the module
 * (top-level await), so the page's JavaScript stays small and the chunk resolves only once the text is there.
 * Any problem (missing placeholder key, bad front matter, unknown link) fails the build with a message that
 * names the file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { LegalMarkdownError, renderLegalMarkdown } from './render-legal-markdown';

export interface LegalMarkdownLoaderOptions {
  /** Absolute path of legal.config.json (the placeholder values). */
  configFile: string;
  /** Site paths a document may link to. */
  internalPaths?: string[];
  /** Put the HTML in the module itself (the prerender build, which runs on the server and fetches nothing). */
  inline?: boolean;
}

export default function legalMarkdownLoader(
  this: LoaderContext<LegalMarkdownLoaderOptions>,
  source: string,
): string {
  const { configFile, internalPaths, inline } = this.getOptions();
  // A change of a company fact rebuilds every document in watch mode too.
  this.addDependency(configFile);
  const file = path.relative(path.resolve(this.rootContext, '..'), this.resourcePath);
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw new LegalMarkdownError(
      `${configFile}: cannot read the placeholder values: ${(error as Error).message}`,
    );
  }
  const document = renderLegalMarkdown(source, { config, file, internalPaths });
  const name = path.basename(this.resourcePath, '.md');
  const data = [
    `export const headings = ${JSON.stringify(document.headings)};`,
    `export const attributes = ${JSON.stringify(document.attributes)};`,
    'export default { html, headings, attributes };',
    '',
  ];
  if (inline) return [`export const html = ${JSON.stringify(document.html)};`, ...data].join('\n');
  const hash = createHash('sha256').update(document.html).digest('hex').slice(0, 8);
  const htmlFile = `legal/${name}.${hash}.html`;
  this.emitFile(htmlFile, document.html);
  return [
    `const response = await fetch(__webpack_public_path__ + ${JSON.stringify(htmlFile)});`,
    `if (!response.ok) throw new Error('The document ${name} could not be loaded (HTTP ' + response.status + ')');`,
    'export const html = await response.text();',
    ...data,
  ].join('\n');
}
