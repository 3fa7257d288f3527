/**
 * Renders one legal document (remote-legal/content/*.md) to HTML at build time. Pure: no file system, no webpack;
 * the loader (legal-markdown-loader.ts) and the unit tests call it.
 *
 * What the legal team writes: YAML front matter (title, lang, enacted, updated), then CommonMark + GFM tables, with
 * {{company.*}} / {{game.*}} placeholders filled from legal.config.json.
 *
 * Safety: raw HTML in the source is never passed through. Block and inline HTML come out escaped as text, link
 * targets are limited to http(s), mailto, tel, site paths and fragments, and substituted values are escaped as
 * Markdown text. That is why the pages may insert the result with dangerouslySetInnerHTML: the HTML is produced
 * at build time from our own files, and nothing in it can be markup the renderer did not write itself.
 */
import { Marked, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';

export const LEGAL_LANGS = ['ja', 'en', 'zh-Hant'] as const;
export type LegalLang = (typeof LEGAL_LANGS)[number];

/**
 * Shown above a table that is wider than its box (a phone): that it goes on sideways. The arrow keys say it for a
 * keyboard too, once the box has the focus.
 */
const TABLE_SCROLLS: Record<LegalLang, string> = {
  ja: '表は横にスクロールできます',
  en: 'Scroll sideways to see the whole table',
  'zh-Hant': '表格可左右捲動',
};

export interface LegalAttributes {
  title: string;
  lang: LegalLang;
  /** ISO date, YYYY-MM-DD. */
  enacted: string;
  /** ISO date, YYYY-MM-DD; never before `enacted`. */
  updated: string;
}

export interface LegalHeading {
  id: string;
  /** Plain text, as shown in the table of contents. */
  text: string;
  depth: 2 | 3;
}

export interface LegalDocument {
  html: string;
  headings: LegalHeading[];
  attributes: LegalAttributes;
}

export interface RenderOptions {
  /** Values for the placeholders: {{company.name}} reads config.company.name. */
  config: unknown;
  /** The source's path, for error messages (relative to the repository reads best). */
  file: string;
  /**
   * Site paths a link may point to (e.g. '/user'). A link to any other site path fails the build, so a typo
   * cannot ship as a dead link. Absent: every site path is accepted.
   */
  internalPaths?: readonly string[];
}

/** A problem in a legal document: the message names the file, and the key or line where it can. */
export class LegalMarkdownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LegalMarkdownError';
  }
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*\}\}/g;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const URL_VALUE = /^https?:\/\/[^\s<>]+$/;
const EMAIL_VALUE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const SAFE_EXTERNAL = /^(?:https?:\/\/|mailto:|tel:)/i;

function fail(file: string, message: string): never {
  throw new LegalMarkdownError(`${file}: ${message}`);
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function lookup(config: unknown, key: string): string | undefined {
  let value: unknown = config;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * A configured value is text, not Markdown: its Markdown punctuation is escaped, so a company name with `*` or `<`
 * cannot change the document. A value that is a whole URL or e-mail address becomes an autolink (`<...>`), which
 * also works where the placeholder is a link target: `[form]({{company.supportUrl}})`.
 */
function asMarkdownText(value: string): string {
  if (URL_VALUE.test(value) || EMAIL_VALUE.test(value)) return `<${value}>`;
  return value.replace(/[\\`*_[\]<>|~]/g, (char) => `\\${char}`);
}

/** Fills every {{key}}; collects every missing key and fails once, naming all of them and the file. */
export function substitutePlaceholders(
  text: string,
  config: unknown,
  file: string,
  escape: (value: string) => string = asMarkdownText,
  lineOffset = 0,
): string {
  const missing: string[] = [];
  const result = text.replace(PLACEHOLDER, (_match, key: string, index: number) => {
    const value = lookup(config, key);
    if (value === undefined) {
      missing.push(`"${key}" (line ${lineOf(text, index) + lineOffset})`);
      return '';
    }
    return escape(value);
  });
  if (missing.length > 0) {
    fail(
      file,
      `missing placeholder key${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: ` +
        'add it to remote-legal/legal.config.json or fix the placeholder',
    );
  }
  const leftover = /\{\{|\}\}/.exec(result);
  if (leftover) fail(file, `malformed placeholder near line ${lineOf(result, leftover.index) + lineOffset}`);
  return result;
}

function validDate(value: unknown, field: string, file: string): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  const match = typeof text === 'string' ? ISO_DATE.exec(text) : null;
  if (!match) fail(file, `front matter "${field}" must be a date written YYYY-MM-DD`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    fail(file, `front matter "${field}" is not a real date: ${String(text)}`);
  }
  return text as string;
}

/** Splits and checks the front matter; the title may use placeholders too. */
export function parseFrontMatter(
  source: string,
  config: unknown,
  file: string,
): { attributes: LegalAttributes; body: string; bodyLine: number } {
  const match = FRONT_MATTER.exec(source);
  if (!match) fail(file, 'the document must start with YAML front matter between "---" lines');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    fail(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    fail(file, 'front matter must be a mapping (title, lang, enacted, updated)');
  }
  const fields = data as Record<string, unknown>;
  const title = fields.title;
  if (typeof title !== 'string' || title.trim() === '') fail(file, 'front matter "title" is required');
  const lang = fields.lang;
  if (typeof lang !== 'string' || !(LEGAL_LANGS as readonly string[]).includes(lang)) {
    fail(file, `front matter "lang" must be one of ${LEGAL_LANGS.join(', ')}`);
  }
  // user.en.md must say lang: en.
  const fileLang = /\.([A-Za-z-]+)\.md$/.exec(file)?.[1];
  if (fileLang && (LEGAL_LANGS as readonly string[]).includes(fileLang) && fileLang !== lang) {
    fail(file, `front matter "lang" is ${lang} but the file name says ${fileLang}`);
  }
  const enacted = validDate(fields.enacted, 'enacted', file);
  const updated = validDate(fields.updated, 'updated', file);
  if (updated < enacted) fail(file, `front matter "updated" (${updated}) is before "enacted" (${enacted})`);
  return {
    attributes: {
      title: substitutePlaceholders(title.trim(), config, file, (value) => value, 1),
      lang: lang as LegalLang,
      enacted,
      updated,
    },
    body: source.slice(match[0].length),
    bodyLine: lineOf(source, match[0].length) - 1,
  };
}

const NUMBERED_ARTICLE = /^(?:第\s*([0-9０-９]+)\s*[条條]|Article\s+(\d+)\b)/i;
const NUMBERED_SECTION = /^([0-9０-９]+)\s*[.．、]/;

function toAsciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/**
 * Stable anchors, the same in every language: 第7条 / 第7條 / Article 7 → article-7; "3. …" → section-3; 附則 /
 * Supplementary Provisions → supplementary-provisions; another English heading → its slug; any other heading
 * (事業者に関する表示) → section-N by its position among the document's h2 headings. An h3
 * without a number of its own is named after its h2: article-7-2.
 */
function headingSlug(text: string, depth: 2 | 3, position: number, parent: string | undefined): string {
  const article = NUMBERED_ARTICLE.exec(text);
  const number = article?.[1] ?? article?.[2];
  if (number) return `article-${toAsciiDigits(number)}`;
  const section = NUMBERED_SECTION.exec(text);
  if (section?.[1]) return `${depth === 3 && parent ? `${parent}-` : 'section-'}${toAsciiDigits(section[1])}`;
  if (text === '附則' || /^supplementary provisions$/i.test(text)) return 'supplementary-provisions';
  if (/^[\x20-\x7e]+$/.test(text)) {
    const slug = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (slug) return slug;
  }
  return depth === 3 && parent ? `${parent}-${position}` : `section-${position}`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function alignAttribute(align: Tokens.TableCell['align']): string {
  return align ? ` style="text-align:${align}"` : '';
}

/**
 * Each article (an h2 and what follows it) becomes a <section>, so the page can leave the articles off screen
 * unrendered until they come near (content-visibility): a long document then costs its first screenful to lay out.
 * Raw HTML in the source is escaped, so an h2 tag here is always one of the renderer's own headings.
 */
function wrapSections(html: string): string {
  const [preamble = '', ...articles] = html.split(/(?=<h2 id=")/);
  return preamble + articles.map((article) => `<section>\n${article}</section>\n`).join('');
}

export function renderLegalMarkdown(source: string, options: RenderOptions): LegalDocument {
  const { config, file, internalPaths } = options;
  const { attributes, body, bodyLine } = parseFrontMatter(source, config, file);
  const markdown = substitutePlaceholders(body, config, file, asMarkdownText, bodyLine);

  const headings: LegalHeading[] = [];
  const usedIds = new Set<string>();
  let currentH2: string | undefined;
  let h3Position = 0;
  // The heading a table sits under names its scrolling box (below).
  let lastHeading: string | undefined;

  const checkHref = (href: string): string => {
    if (href.startsWith('#')) return href;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const pathPart = href.replace(/[?#].*$/, '');
      if (internalPaths && !internalPaths.includes(pathPart)) {
        fail(file, `link to unknown page "${href}" (known: ${internalPaths.join(', ')})`);
      }
      return href;
    }
    if (SAFE_EXTERNAL.test(href)) return href;
    return fail(file, `link target "${href}" is not allowed (use https://, mailto:, tel: or a site path)`);
  };

  // breaks: a line break in the source is a line break on the page. Japanese text has no spaces between
  // sentences, so joining lines (CommonMark's soft break) would put a stray space where the editor broke the line.
  const marked = new Marked({ gfm: true, breaks: true, async: false });
  marked.use({
    tokenizer: {
      // No bare-URL autolinking: in Japanese text without spaces it would swallow the sentence after the URL.
      // Write <https://…> or [text](https://…); URL placeholders become <…> on their own.
      url() {
        return undefined;
      },
    },
    renderer: {
      // Raw HTML is never passed through: it shows as text.
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        if (depth === 1) {
          fail(
            file,
            'use "##" for sections: the page title (the only h1) comes from the front matter "title"',
          );
        }
        if (depth !== 2 && depth !== 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = decodeEntities(this.parser.parseInline(tokens, this.parser.textRenderer))
          .replace(/\s+/g, ' ')
          .trim();
        if (depth === 2) h3Position = 0;
        else h3Position += 1;
        const position = depth === 2 ? headings.filter((h) => h.depth === 2).length + 1 : h3Position;
        const base = headingSlug(text, depth, position, depth === 3 ? currentH2 : undefined);
        let id = base;
        for (let n = 2; usedIds.has(id); n += 1) id = `${base}-${n}`;
        usedIds.add(id);
        if (depth === 2) currentH2 = id;
        lastHeading = id;
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens, text, autolink }) {
        const target = checkHref(href);
        const inner = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        const shown = autolink || decodeEntities(text) === href || `mailto:${decodeEntities(text)}` === href;
        // Print styles write the address after a link whose text does not already show it; a site path is made
        // absolute by the page (data-internal), which knows the origin and the /dmg prefix.
        if (target.startsWith('/')) {
          return `<a data-internal="" href="${escapeHtml(target)}"${titleAttribute}>${inner}</a>`;
        }
        const printUrl = target.startsWith('#') || shown ? '' : ` data-print-url="${escapeHtml(target)}"`;
        return `<a href="${escapeHtml(target)}"${titleAttribute}${printUrl}>${inner}</a>`;
      },
      image({ href, title, text }) {
        const target = checkHref(href);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(target)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
      },
      // Real tables: column headers in <thead> with scope="col", and the first cell of each row as its row
      // header (項目 / 商品名 / 区分 name the row in every table these documents have).
      table(token) {
        const headerCells = token.header
          .map(
            (cell) =>
              `<th scope="col"${alignAttribute(cell.align)}>${this.parser.parseInline(cell.tokens)}</th>`,
          )
          .join('');
        const rows = token.rows
          .map((row) => {
            const cells = row
              .map((cell, index) => {
                const tag = index === 0 ? 'th' : 'td';
                const scope = index === 0 ? ' scope="row"' : '';
                return `<${tag}${scope}${alignAttribute(cell.align)}>${this.parser.parseInline(cell.tokens)}</${tag}>`;
              })
              .join('');
            return `<tr>${cells}</tr>`;
          })
          .join('\n');
        // A table wider than a phone (four columns of English) scrolls sideways in its box rather than breaking
        // its words letter by letter: the box takes the keyboard's focus, so that the arrow keys scroll it, and is
        // named by its section's heading (WCAG 2.1.1; data tables are an exception to reflow, 1.4.10).
        // Its first line, which only a box too narrow for the table shows, says so: the table's own edge, cut off by
        // the box, does not (legal-document.module.css). It stays at the box's left edge while the table scrolls.
        const label = lastHeading ? ` role="region" aria-labelledby="${lastHeading}"` : '';
        const hint = `<p class="legal-table-hint" aria-hidden="true">${escapeHtml(TABLE_SCROLLS[attributes.lang])}</p>`;
        return `<div class="legal-table" tabindex="0"${label}>${hint}<table>\n<thead><tr>${headerCells}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table></div>\n`;
      },
    },
  });

  const html = wrapSections(marked.parse(markdown, { async: false }));
  return { html, headings, attributes };
}
