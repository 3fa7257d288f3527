import type { SiteConfig } from '@site/contracts/site-config';
import { parsePageTemplate } from './page-template.js';

const site = { gameName: 'Astrea' } as SiteConfig;

const slot = (name: string, text = '') => `<!--slot:${name}-->${text}<!--/slot-->`;

// As the host's build writes it (host/src/index.html): each place marked by its name, around its own text.
const BUILT = [
  `<!doctype html>${slot('html', '<html lang="ja">')}<head>`,
  slot('inline-script', '\n  <script>inline()</script>\n  '),
  slot('title', '<title>t</title>'),
  slot('icon', '<link id="app-icon" rel="icon" href="/i.png" />'),
  slot('site-config', '<script id="site-config" type="application/json">{}</script>'),
  slot('entry', '<script defer src="/main.js"></script>'),
  slot(
    'preloads',
    '<link rel="preload" as="script" href="/a.js"><link rel="preload" as="style" href="/b.css">',
  ),
  `${slot('head-end')}</head><body class="x">${slot('body-start')}`,
  slot('root', '<div id="root"><div class="boot-progress"></div></div>'),
  `${slot('body-end')}</body></html>`,
].join('');

describe('the page template', () => {
  const template = parsePageTemplate(BUILT, site);
  const unfilled = template.fill({ headEnd: [] });

  it('keeps its own text in every place a page leaves, without the markers, and the site config in its place', () => {
    expect(unfilled).toBe(
      '<!doctype html><html lang="ja"><head><script>inline()</script><title>t</title>' +
        '<link id="app-icon" rel="icon" href="/i.png" />' +
        '<script id="site-config" type="application/json">{"gameName":"Astrea"}</script>' +
        '<script defer src="/main.js"></script>' +
        '<link rel="preload" as="script" href="/a.js"><link rel="preload" as="style" href="/b.css">' +
        '</head><body class="x"><div id="root"><div class="boot-progress"></div></div></body></html>',
    );
  });

  it('fills each place by its name', () => {
    const filled = template.fill({
      headEnd: ['<link a>', '<link b>'],
      bodyStart: '<noscript>n</noscript>',
      bodyEnd: '<aside>bar</aside>',
      html: '<html lang="en">',
      title: '<title>T</title>',
      icon: '/own.svg',
      root: '<div id="root">page</div>',
      entry: 'async',
      preloads: false,
      inlineScript: false,
    });
    expect(filled).toBe(
      '<!doctype html><html lang="en"><head><title>T</title><link id="app-icon" rel="icon" href="/own.svg" />' +
        '<script id="site-config" type="application/json">{"gameName":"Astrea"}</script>' +
        '<script async src="/main.js"></script><link a>\n    <link b></head><body class="x">' +
        '<noscript>n</noscript><div id="root">page</div><aside>bar</aside></body></html>',
    );
    expect(template.fill({ headEnd: [], entry: 'none' })).not.toContain('main.js');
  });

  it('reads its own preload hints once', () => {
    expect(template.preloads).toEqual([
      { as: 'script', href: '/a.js' },
      { as: 'style', href: '/b.css' },
    ]);
    expect(template.links('/a.js')).toBe(true);
    expect(template.links('/main.js')).toBe(false);
    expect(template.hasRoot).toBe(true);
  });

  it('gives nothing to a place the template does not mark, and keeps a place it does not know as it is', () => {
    const bare = parsePageTemplate(`<p>no head</p>${slot('later', '<i>x</i>')}`, site);
    expect(bare.fill({ headEnd: ['<link a>'], bodyEnd: 'bar', root: 'page' })).toBe('<p>no head</p><i>x</i>');
    expect(bare.hasRoot).toBe(false);
  });
});
