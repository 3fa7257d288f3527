import type { SiteConfig } from '@site/contracts/site-config';
import { jsonDataTag } from '@site/contracts/json-data-tag';
import type { PreloadHint } from '../releases/page-hints.js';

export function renderSiteConfigTag(site: SiteConfig): string {
  return jsonDataTag('site-config', site);
}

/**
 * What a page puts in the host's template, by the name of the place it goes. A place left out keeps the template's
 * own text. The places are found once per host build (parsePageTemplate): filling them is joining strings.
 */
export interface PageSlots {
  /** head-end, before `</head>`: links, hints, data. */
  headEnd: string[];
  /** body-start: what a page without scripts shows first (the tag manager's frame). */
  bodyStart?: string;
  /** body-end: the preview bar. */
  bodyEnd?: string;
  /** html: the `<html …>` start tag. */
  html?: string;
  /** title: the `<title>` element. */
  title?: string;
  /** icon: the address of the app icon (`<link id="app-icon">`), escaped. */
  icon?: string;
  /** root: the root element, `<div id="root">` with its boot bar, and what follows it. */
  root?: string;
  /** entry: the host's entry script, as built (deferred), async, or left out. */
  entry?: 'defer' | 'async' | 'none';
  /** inline-script: whether the page's inline script stays (a page without the application has no use for it). */
  inlineScript?: boolean;
  /** preloads: whether the template's own preload hints stay. */
  preloads?: boolean;
}

/** The host's template, cut once (at each host build) at the places pages fill. */
export interface PageTemplate {
  /** Whether the template links a file itself (its own start-up hints). */
  links(href: string): boolean;
  /** The template's own preload hints, in its order. */
  preloads: PreloadHint[];
  /** Whether it has the root the first view goes in. */
  hasRoot: boolean;
  fill(slots: PageSlots): string;
}

/** What each place holds for a page, from the template's own text there. */
const FILLS: Record<string, (original: string, slots: PageSlots) => string> = {
  html: (original, slots) => slots.html ?? original,
  'inline-script': (original, slots) => (slots.inlineScript === false ? '' : original),
  title: (original, slots) => slots.title ?? original,
  icon: (original, slots) =>
    slots.icon === undefined ? original : `<link id="app-icon" rel="icon" href="${slots.icon}" />`,
  entry: (original, slots) =>
    slots.entry === 'none'
      ? ''
      : slots.entry === 'async'
        ? original.replaceAll('<script defer', '<script async')
        : original,
  preloads: (original, slots) => (slots.preloads === false ? '' : original),
  'head-end': (_, slots) => slots.headEnd.join('\n    '),
  'body-start': (_, slots) => slots.bodyStart ?? '',
  root: (original, slots) => slots.root ?? original,
  'body-end': (_, slots) => slots.bodyEnd ?? '',
};

// The host's template marks each place as `<!--slot:name-->its own text<!--/slot-->` (host/src/index.html); the
// markers go, the places are filled by name.
const SLOT = /<!--slot:([a-z-]+)-->([\s\S]*?)<!--\/slot-->/g;
const PRELOAD = /<link rel="preload" as="(script|style)" href="([^"]+)"/g;

export function parsePageTemplate(template: string, site: SiteConfig): PageTemplate {
  const pieces: (string | ((slots: PageSlots) => string))[] = [];
  const originals = new Map<string, string>();
  let done = 0;
  for (const match of template.matchAll(SLOT)) {
    const [marked, name, text] = match as unknown as [string, string, string];
    const original = name === 'site-config' ? renderSiteConfigTag(site) : text.trim();
    const fill = FILLS[name];
    originals.set(name, original);
    pieces.push(template.slice(done, match.index), fill ? (slots) => fill(original, slots) : original);
    done = match.index + marked.length;
  }
  pieces.push(template.slice(done));
  const preloads = [...(originals.get('preloads') ?? '').matchAll(PRELOAD)].map(
    ([, as, href]) => ({ as, href }) as PreloadHint,
  );
  const hrefs = new Set(preloads.map((hint) => hint.href));

  return {
    links: (href) => hrefs.has(href),
    preloads,
    hasRoot: originals.has('root'),
    fill: (slots) => pieces.map((piece) => (typeof piece === 'string' ? piece : piece(slots))).join(''),
  };
}
