import type { LiveRemote } from '@site/contracts/api/remotes';
import { PAGE_INLINE_SCRIPT } from '@site/contracts/page-inline-script';
import type { PrerenderedPage } from '@site/contracts/prerender-protocol';
import { loadConfig } from '../config.js';
import { type DocumentParts, assembleDocument, remoteIndexTag } from './page-document.js';
import { pageAddress } from './page-address.js';
import { parsePageTemplate } from './page-template.js';

const TEMPLATE = [
  '<!doctype html>',
  '<!--slot:html--><html lang="ja"><!--/slot-->',
  '  <head>',
  `    <!--slot:inline-script--><script>${PAGE_INLINE_SCRIPT}</script><!--/slot-->`,
  '    <!--slot:title--><title>Site</title><!--/slot-->',
  '    <!--slot:icon--><link id="app-icon" rel="icon" href="/favicon.svg" /><!--/slot-->',
  '    <!--slot:site-config--><script id="site-config" type="application/json">{}</script><!--/slot-->',
  '    <!--slot:entry--><script defer src="/main.js"></script><!--/slot-->',
  '    <!--slot:preloads--><link rel="preload" as="script" href="/173.c37ae173.js"><!--/slot-->',
  '    <!--slot:head-end--><!--/slot-->',
  '  </head>',
  '  <body>',
  '    <!--slot:body-start--><!--/slot-->',
  '    <!--slot:root--><div id="root"><div class="boot-progress" role="progressbar" aria-label="読み込み中"></div></div><!--/slot-->',
  '    <!--slot:body-end--><!--/slot-->',
  '  </body>',
  '</html>',
].join('\n');

const SITE = { ...loadConfig({}).site, gameName: 'Astrea', icon: '/site-icon.svg' };

const REMOTES: LiveRemote[] = [
  {
    name: 'legal',
    version: '1.0.0',
    entry: '/remotes/legal/1.0.0/remoteEntry.js',
    manifest: '/m.json',
    routes: ['/privacy_en'],
  },
];

const PAGE: PrerenderedPage = {
  path: '/privacy_en',
  html: '<main><h1>Privacy Policy</h1></main>',
  head: '<style>.a{color:red}</style><script id="first-view" type="application/json">{"device":"desktop"}</script>',
  title: 'Privacy Policy | "Astrea" <game>',
  lang: 'en',
  description: 'How we use & keep data.',
  searchParams: [],
};

function documentOf(page: PrerenderedPage | null, parts: Partial<DocumentParts> = {}): string {
  return assembleDocument({
    template: parsePageTemplate(TEMPLATE, SITE),
    site: SITE,
    address: pageAddress(REMOTES, '/privacy_en'),
    url: '/privacy_en',
    status: 200,
    remotes: REMOTES,
    hints: [{ href: '/remotes/legal/1.0.0/remoteEntry.js', as: 'script' }],
    page,
    ...parts,
  });
}

describe('the page with its first view', () => {
  const html = documentOf(PAGE);
  const head = html.slice(0, html.indexOf('</head>'));

  it('puts the markup alone in the root, in place of the boot bar, and its styles and data in the head', () => {
    expect(html).toContain(
      '<div id="root"><main><h1>Privacy Policy</h1></main></div><span id="first-view-end" hidden></span>',
    );
    expect(html).not.toContain('boot-progress');
    expect(head).toContain('<style>.a{color:red}</style>');
    expect(head).toContain('<script id="first-view" type="application/json">{"device":"desktop"}</script>');
  });

  it('holds the first paint until the whole first view is parsed', () => {
    expect(head).toContain('<link rel="expect" href="#first-view-end" blocking="render" />');
  });

  it("gives the document the page's language, title, description and link-preview tags, escaped", () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Privacy Policy | &quot;Astrea&quot; &lt;game&gt;</title>');
    expect(head).toContain('<meta name="description" content="How we use &amp; keep data." />');
    expect(head).toContain(
      '<meta property="og:title" content="Privacy Policy | &quot;Astrea&quot; &lt;game&gt;" />',
    );
    expect(head).toContain('<meta property="og:description" content="How we use &amp; keep data." />');
    expect(head).toContain('<meta property="og:site_name" content="Astrea" />');
    const bare = documentOf({ ...PAGE, description: undefined });
    expect(bare).not.toContain('name="description"');
    expect(bare).not.toContain('og:description');
  });

  it("tells the inline script, on the html element, what the markup assumes of the browser's storage", () => {
    const look = { path: '/', rules: [{ key: 'theme', allowed: ['dark"'] }] };
    expect(documentOf({ ...PAGE, look })).toContain(
      '<html lang="en" data-first-view-look="{&quot;path&quot;:&quot;/&quot;,&quot;rules&quot;:[{&quot;key&quot;:&quot;theme&quot;,&quot;allowed&quot;:[&quot;dark\\&quot;&quot;]}]}">',
    );
  });

  it("holds the scripts' preloads back until the page has painted (it no longer needs them to show)", () => {
    expect(html).not.toContain('rel="preload"');
    expect(head).toContain(
      '<script id="deferred-preloads" type="application/json">[{"as":"script","href":"/173.c37ae173.js"},' +
        '{"as":"script","href":"/remotes/legal/1.0.0/remoteEntry.js"}]</script>',
    );
    expect(head).toContain(remoteIndexTag(REMOTES));
  });

  it('sends a static page without the application: no entry script, no preloads, the document script', () => {
    const page = documentOf({ ...PAGE, staticPage: true }, { address: pageAddress([], '/privacy_en') });
    expect(page).not.toContain('main.js');
    expect(page).not.toContain('173.c37ae173.js');
    expect(page).not.toContain('remoteEntry.js');
    expect(page).not.toContain('deferred-preloads');
    expect(page).not.toContain(PAGE_INLINE_SCRIPT);
    expect(page).toContain('<script defer src="/document-page.js"></script>');
    const legal = documentOf({ ...PAGE, staticPage: true });
    expect(legal).toContain('<script defer src="/document-page.js" data-area="legal"></script>');
    // Its data stays: the document script reads the site's analytics settings from it.
    expect(page).toContain('<script id="site-config" type="application/json">{"');
    expect(page).toContain('<main><h1>Privacy Policy</h1></main>');
  });

  it('makes the entry of a page with the application async, so it never runs in the task of the first layout', () => {
    expect(html).toContain('<script async src="/main.js"></script>');
    expect(html).not.toContain('<script defer src="/main.js">');
    expect(html).toContain(`<script>${PAGE_INLINE_SCRIPT}</script>`);
  });

  it("gives the document the site's icon, or the page's own", () => {
    expect(html).toContain('<link id="app-icon" rel="icon" href="/site-icon.svg" />');
    const own = documentOf({ ...PAGE, icon: '/terms".svg' });
    expect(own).toContain('<link id="app-icon" rel="icon" href="/terms&quot;.svg" />');
  });

  it('leaves a template without a root place as it is, its other places filled', () => {
    const other = parsePageTemplate(
      TEMPLATE.replace('<!--slot:root--><div id="root">', '<div id="app">').replace(
        '</div></div><!--/slot-->',
        '</div></div>',
      ),
      SITE,
    );
    const html = documentOf(PAGE, { template: other });
    expect(html).toBe(documentOf(null, { template: other }));
    expect(html).toContain('<div id="app"><div class="boot-progress"');
    expect(html).toContain('<title>Site</title>');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/173.c37ae173.js">');
  });
});

describe('the page without a first view', () => {
  const html = documentOf(null);

  it("keeps the template's own start-up: its language, title, entry and preloads", () => {
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<title>Site</title>');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/173.c37ae173.js">');
    expect(html).toContain('<div id="root"><div class="boot-progress"');
    expect(html).not.toContain('deferred-preloads');
  });

  it('hints the remote files the path loads, but not those the template links already', () => {
    const hinted = documentOf(null, {
      hints: [
        { href: '/remotes/legal/1.0.0/a b".js', as: 'script' },
        { href: '/173.c37ae173.js', as: 'script' },
      ],
    });
    expect(hinted).toContain('<link rel="preload" as="script" href="/remotes/legal/1.0.0/a%20b%22.js" />');
    expect(hinted.split('173.c37ae173.js')).toHaveLength(2);
  });

  it('carries the live remotes, which their data cannot close, and no page view token', () => {
    const tag = remoteIndexTag([{ ...REMOTES[0]!, version: '</script><b>' }]);
    expect(tag).not.toContain('</script><b>');
    expect(tag).not.toContain('"token"');
  });
});
