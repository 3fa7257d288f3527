import { PAGE_INLINE_SCRIPT } from '@site/contracts/page-inline-script';
import type { SiteConfig } from '@site/contracts/site-config';
import { jsonDataTag } from '../lib/json-data-tag.js';
import type { PreloadHint } from '../releases/page-hints.js';

// The template carries an empty data tag (whatever its formatting); the server fills it with the site config.
const CONFIG_PLACEHOLDER = /<script id="site-config" type="application\/json">\s*\{\}\s*<\/script>/;

export function renderSiteConfigTag(site: SiteConfig): string {
  return jsonDataTag('site-config', site);
}

/**
 * What a page puts in the host's template, by the place it goes. A place left out keeps the template's own text.
 * The places are found once per host build (parsePageTemplate): filling them is joining strings.
 */
export interface PageSlots {
  /** Before `</head>`: links, hints, data. */
  headEnd: string[];
  /** Right after `<body>`: what a page without scripts shows first (the tag manager's frame). */
  bodyStart?: string;
  /** Before `</body>`: the preview bar. */
  bodyEnd?: string;
  /** The `<html …>` start tag. */
  html?: string;
  /** The `<title>` element. */
  title?: string;
  /** The address of the app icon (`<link id="app-icon">`), escaped. */
  icon?: string;
  /** The root element, `<div id="root">` with its boot bar, and what follows it. */
  root?: string;
  /** The host's entry script: as built (deferred), async, or left out. */
  entry?: 'defer' | 'async' | 'none';
  /** Whether the page's inline script stays (a page without the application has no use for it). */
  inlineScript?: boolean;
  /** Whether the template's own preload hints stay where they are. */
  preloads?: boolean;
}

/** The host's template, cut once (at each host build) at the places pages fill. */
export interface PageTemplate {
  /** The template with the site config in it, as it is when no place is filled. */
  text: string;
  /** Whether the template links a file itself (its own start-up hints). */
  links(href: string): boolean;
  /** The template's own preload hints, in its order. */
  preloads: PreloadHint[];
  /** Whether it has the root the first view goes in (`<div id="root">` with the boot bar alone). */
  hasRoot: boolean;
  fill(slots: PageSlots): string;
}

type Piece = string | ((slots: PageSlots) => string);

interface Cut {
  start: number;
  end: number;
  piece: Piece;
}

// Where each place is in the host's template, as its build writes it; found once per build. The template is our own
// build's output with a fixed shape (host/src/index.html), so these few patterns find its places exactly, once: an
// HTML parser would be a dependency on the server's start for the same cuts, and nothing is parsed per request.
const HTML_TAG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const ICON = /<link id="app-icon" rel="icon" href="([^"]*)"/d;
const ROOT = /<div id="root"><div class="boot-progress"[^>]*><\/div><\/div>/;
const PRELOAD = /<link rel="preload" as="(script|style)" href="([^"]+)"\s*\/?>\s*/g;
const ENTRY_SCRIPT = /<script defer src="[^"]+"><\/script>\s*/g;
const HREF = /href="([^"]*)"/g;

export function parsePageTemplate(template: string, site: SiteConfig): PageTemplate {
  const text = template.replace(CONFIG_PLACEHOLDER, () => renderSiteConfigTag(site));
  const cuts: Cut[] = [];
  const cut = (start: number, end: number, piece: Piece) => cuts.push({ start, end, piece });
  const at = (match: RegExpExecArray | null, piece: (original: string) => Piece) => {
    if (match) cut(match.index, match.index + match[0].length, piece(match[0]));
  };

  at(HTML_TAG.exec(text), (original) => (slots) => slots.html ?? original);
  at(TITLE.exec(text), (original) => (slots) => slots.title ?? original);
  const icon = ICON.exec(text);
  if (icon?.indices?.[1]) {
    const [start, end] = icon.indices[1];
    cut(start, end, (slots) => slots.icon ?? icon[1]!);
  }
  const root = ROOT.exec(text);
  at(root, (original) => (slots) => slots.root ?? original);
  const inline = text.indexOf(`<script>${PAGE_INLINE_SCRIPT}</script>`);
  if (inline >= 0) {
    const original = `<script>${PAGE_INLINE_SCRIPT}</script>`;
    cut(inline, inline + original.length, (slots) => (slots.inlineScript === false ? '' : original));
  }
  for (const entry of text.matchAll(ENTRY_SCRIPT)) {
    const async = entry[0].replace('<script defer', '<script async');
    at(
      entry,
      (original) => (slots) => (slots.entry === 'none' ? '' : slots.entry === 'async' ? async : original),
    );
  }
  // The preload hints leave their places; all of them come back together where the first was, unless a page holds
  // them back (its first view no longer needs them to show).
  const preloads = [...text.matchAll(PRELOAD)];
  const allPreloads = preloads.map((match) => match[0]).join('');
  preloads.forEach((match, index) =>
    at(match, () => (index === 0 ? (slots) => (slots.preloads === false ? '' : allPreloads) : '')),
  );
  const headEnd = text.indexOf('</head>');
  if (headEnd >= 0) cut(headEnd, headEnd, (slots) => `  ${slots.headEnd.join('\n    ')}\n  `);
  const body = /<body[^>]*>/.exec(text);
  if (body) {
    const end = body.index + body[0].length;
    cut(end, end, (slots) => slots.bodyStart ?? '');
  }
  const bodyEnd = text.lastIndexOf('</body>');
  if (bodyEnd >= 0) cut(bodyEnd, bodyEnd, (slots) => (slots.bodyEnd ? `${slots.bodyEnd}\n  ` : ''));

  // The template as pieces: its own text between the places, and a place's filling at each place. A place inside
  // another (never in the host's template) is left as text.
  const pieces: Piece[] = [];
  let done = 0;
  for (const { start, end, piece } of cuts.sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (start < done) continue;
    pieces.push(text.slice(done, start), piece);
    done = end;
  }
  pieces.push(text.slice(done));
  const hrefs = new Set([...text.matchAll(HREF)].map((match) => match[1]!));

  return {
    text,
    links: (href) => hrefs.has(href),
    preloads: preloads.map((match) => ({ as: match[1] as PreloadHint['as'], href: match[2]! })),
    hasRoot: root !== null,
    fill: (slots) => pieces.map((piece) => (typeof piece === 'string' ? piece : piece(slots))).join(''),
  };
}
