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
});
