import type { SiteConfig } from '@site/contracts/site-config';
import { parsePageTemplate } from './page-template.js';

const site = { gameName: 'Astrea' } as SiteConfig;

describe('the page template', () => {
  const template = parsePageTemplate(
    '<html><head><title>t</title><script id="site-config" type="application/json">{}</script></head>' +
      '<body class="x"><div id="root"></div></body></html>',
    site,
  );

  it('is filled with the site config once, when it is read', () => {
    expect(template.text).toContain('"gameName":"Astrea"');
  });

  it('fills each slot in its place', () => {
    const html = template.fill({
      headEnd: ['<link a>', '<link b>'],
      bodyStart: '<noscript>n</noscript>',
      bodyEnd: '<aside>bar</aside>',
    });
    expect(html).toContain('  <link a>\n    <link b>\n  </head>');
    expect(html).toContain(
      '<body class="x"><noscript>n</noscript><div id="root"></div><aside>bar</aside>\n  </body></html>',
    );
  });

  it('leaves a slot empty when nothing goes there', () => {
    expect(template.fill({ headEnd: [] })).toBe(template.text.replace('</head>', '  \n  </head>'));
  });

  it('gives nothing to a place the template does not have', () => {
    const bare = parsePageTemplate('<p>no head</p>', site);
    expect(bare.fill({ headEnd: ['<link a>'], bodyEnd: 'bar' })).toBe('<p>no head</p>');
  });

  it('reads its own preload hints and the files it links once, and puts the hints back together where they were', () => {
    const built = parsePageTemplate(
      '<html lang="ja"><head><link id="app-icon" rel="icon" href="/i.png" /><title>t</title>' +
        '<script defer src="/main.js"></script><link rel="preload" as="script" href="/a.js">' +
        '<link rel="preload" as="style" href="/b.css"></head><body><div id="root"><div class="boot-progress"></div></div></body></html>',
      site,
    );
    expect(built.preloads).toEqual([
      { as: 'script', href: '/a.js' },
      { as: 'style', href: '/b.css' },
    ]);
    expect(built.links('/a.js')).toBe(true);
    expect(built.links('/i.png')).toBe(true);
    expect(built.links('/main.js')).toBe(false);
    expect(built.hasRoot).toBe(true);
    expect(built.fill({ headEnd: [] })).toBe(built.text.replace('</head>', '  \n  </head>'));
    const filled = built.fill({
      headEnd: [],
      html: '<html lang="en">',
      title: '<title>T</title>',
      icon: '/own.svg',
      root: '<div id="root">page</div>',
      entry: 'async',
      preloads: false,
    });
    expect(filled).toBe(
      '<html lang="en"><head><link id="app-icon" rel="icon" href="/own.svg" /><title>T</title>' +
        '<script async src="/main.js"></script>  \n  </head><body><div id="root">page</div></body></html>',
    );
    expect(built.fill({ headEnd: [], entry: 'none' })).not.toContain('main.js');
  });
});
