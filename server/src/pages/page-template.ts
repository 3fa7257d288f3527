import { jsonDataTag } from '../lib/json-data-tag.js';
import type { SiteConfig } from '@site/contracts/site-config';

// The template carries an empty data tag (whatever its formatting); the server fills it with the site config.
const CONFIG_PLACEHOLDER = /<script id="site-config" type="application\/json">\s*\{\}\s*<\/script>/;

export function renderSiteConfigTag(site: SiteConfig): string {
  return jsonDataTag('site-config', site);
}

/** What a page adds to the host's template, by the place it goes. */
export interface PageSlots {
  /** Before `</head>`: links, hints, data. */
  headEnd: string[];
  /** Right after `<body>`: what a page without scripts shows first (the tag manager's frame). */
  bodyStart?: string;
  /** Before `</body>`: the preview bar. */
  bodyEnd?: string;
}

/** The host's template, cut once (at each host build) at the places pages fill. */
export interface PageTemplate {
  text: string;
  /** Whether the template links a file itself (its own start-up hints). */
  links(href: string): boolean;
  fill(slots: PageSlots): string;
}

export function parsePageTemplate(template: string, site: SiteConfig): PageTemplate {
  const text = template.replace(CONFIG_PLACEHOLDER, () => renderSiteConfigTag(site));
  const body = /<body[^>]*>/.exec(text);
  // Where each slot goes; a template without one of these places (never the host's) gets nothing there.
  const at = {
    headEnd: text.indexOf('</head>'),
    bodyStart: body ? body.index + body[0].length : -1,
    bodyEnd: text.lastIndexOf('</body>'),
  };
  const cuts = (Object.keys(at) as (keyof typeof at)[])
    .filter((slot) => at[slot] >= 0)
    .sort((a, b) => at[a] - at[b]);
  const pieces = cuts.map((slot, index) => text.slice(index === 0 ? 0 : at[cuts[index - 1]!], at[slot]));
  const last = text.slice(cuts.length > 0 ? at[cuts.at(-1)!] : 0);
  return {
    text,
    links: (href) => text.includes(`href="${href}"`),
    fill(slots) {
      const filled: Record<keyof typeof at, string> = {
        headEnd: `  ${slots.headEnd.join('\n    ')}\n  `,
        bodyStart: slots.bodyStart ?? '',
        bodyEnd: slots.bodyEnd ? `${slots.bodyEnd}\n  ` : '',
      };
      return cuts.map((slot, index) => pieces[index] + filled[slot]).join('') + last;
    },
  };
}
