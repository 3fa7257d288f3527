import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig } from '../config.js';
import { createRemoteHints } from '../releases/page-hints.js';
import { PublicNoticeCache } from '../routes/notices/public-cache.js';
import errorHandler from './error-handler.js';
import security from './security.js';
import staticSite, { isPageRoute, renderSiteConfigTag } from './static-site.js';

const TEMPLATE =
  '<!doctype html><!--slot:html--><html lang="ja"><!--/slot--><head><!--slot:title--><title>Site</title><!--/slot-->' +
  '<!--slot:site-config--><!--/slot--><!--slot:head-end--><!--/slot--></head><body><!--slot:body-start--><!--/slot-->' +
  '<!--slot:root--><div id="root"><div class="boot-progress"></div></div><!--/slot--><!--slot:body-end--><!--/slot-->' +
  '</body></html>';

// The player's prerender build: the page's first view, for the device the user agent names (a phone asking for
// /home gets /home/m).
const RENDER_BUNDLE = `exports.protocol = 2;
exports.render = async ({ url, device }) => {
  const path = url.split('?')[0];
  if (path.startsWith('/home/notice/')) return null;
  const page = device === 'phone' && path === '/home' ? '/home/m' : path;
  const staticPage = url.endsWith('?document');
  return { path: page, html: '<h1>' + device + ' ' + url + '</h1>', head: '<style>h1{margin:0}</style>', title: 'Home', lang: 'ja', staticPage, complete: url.includes('kept'), searchParams: ['document', 'kept', 'x'] };
};`;

function fixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  const hostDist = path.join(dir, 'host');
  const store = path.join(dir, 'remotes');
  mkdirSync(hostDist, { recursive: true });
  mkdirSync(path.join(store, 'player', '1.0.0-abc'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), TEMPLATE);
  const mainJs = 'console.log("main");'.repeat(100);
  writeFileSync(path.join(hostDist, 'main.js'), mainJs);
  writeFileSync(path.join(hostDist, 'main.js.gz'), gzipSync(mainJs));
  writeFileSync(path.join(hostDist, '123.0a1b2c3d.js'), 'chunk');
  writeFileSync(
    path.join(store, 'player', '1.0.0-abc', 'mf-manifest.json'),
    JSON.stringify({
      name: 'remote_player',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './routes', assets: { js: { sync: ['12.routes00.js'] }, css: { sync: ['12.a.css'] } } },
      ],
    }),
  );
  writeFileSync(path.join(store, 'player', '1.0.0-abc', '77.deadbeef.js'), 'remote chunk');
  // A remote's build has a stand-alone page of its own, for its development server.
  writeFileSync(path.join(store, 'player', '1.0.0-abc', 'index.html'), '<title>standalone</title>');
  // Content a page fetches: a document's section, as HTML.
  mkdirSync(path.join(store, 'player', '1.0.0-abc', 'legal'));
  writeFileSync(path.join(store, 'player', '1.0.0-abc', 'legal', 'user.ja.0a1b2c3d.html'), '<h2>第1条</h2>');
  mkdirSync(path.join(store, 'player', '1.0.0-abc', 'prerender'));
  writeFileSync(path.join(store, 'player', '1.0.0-abc', 'prerender', 'render.cjs'), RENDER_BUNDLE);
  writeFileSync(
    path.join(store, 'remotes.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'player',
          version: '1.0.0-abc',
          manifest: '/remotes/player/1.0.0-abc/mf-manifest.json',
          routes: ['/home'],
        },
      ],
    }),
  );
  return { dir, hostDist, store };
}

describe('static site', () => {
  let app: FastifyInstance;
  let fixtureDir: string;

  beforeAll(async () => {
    const { dir, hostDist, store } = fixture();
    fixtureDir = dir;
    const config = loadConfig({}, { hostDistDir: hostDist, remoteStoreDir: store });
    app = Fastify();
    await app.register(errorHandler);
    await app.register(security, { config });
    await app.register(cookie);
    // The live remotes come from the release history in the app; here, one fixed release over the fixture store.
    const hints = createRemoteHints(store);
    const live = [
      {
        name: 'player',
        version: '1.0.0-abc',
        manifest: '/remotes/player/1.0.0-abc/mf-manifest.json',
        routes: ['/home', '/home/notice/:id', '/404'],
      },
    ];
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('liveRemotes', () => hints.withEntries(live));
          instance.decorate('remoteStartupFiles', hints.startupFiles);
          // What the app decorates before its plugins (app.ts) and the auth plugin.
          instance.decorate(
            'publicNotices',
            new PublicNoticeCache<string>(config.noticeCacheTtlMs, Date.now),
          );
          instance.decorate('clock', Date.now);
        },
        { name: 'remote-releases' },
      ),
    );
    // The store serves the live version's files (which versions are public: server/test/remote-store-serving.test.ts).
    await app.register(
      fp(
        async (instance) => {
          instance.decorate(
            'servesRemoteVersion',
            async (name: string, version: string) => name === 'player' && version === '1.0.0-abc',
          );
        },
        { name: 'remote-store' },
      ),
    );
    // No browser here previews (server/test/remote-preview.test.ts has those).
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('previewOf', async () => undefined);
        },
        { name: 'remote-preview' },
      ),
    );
    // Nor is any canary running (server/test/remote-canary.test.ts has those).
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('visitorCanaries', async () => undefined);
        },
        { name: 'remote-canary' },
      ),
    );
    // And nobody is signed in (server/test/first-view.test.ts has signed-in pages).
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('liveSession', async () => undefined);
        },
        { name: 'auth' },
      ),
    );
    await app.register(staticSite, {
      config: { ...config, site: { ...config.site, gameName: '</script><b>x' } },
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(fixtureDir, { recursive: true, force: true });
  });

  it('sends a browser opening an address no page or file has to the site, scripts or not', async () => {
    for (const [url, target] of [
      ['/', '/home'],
      ['/nope', '/home'],
      ['/nope?from=dmg', '/dmg'],
      ['/play.html', '/home'],
      ['/dmg/notice/1.5', '/dmg'],
    ] as const) {
      const response = await app.inject({ url, headers: { 'sec-fetch-dest': 'document' } });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        `<noscript><meta http-equiv="refresh" content="0; url=${target}" /></noscript>`,
      );
      // A page's headers, whatever its address looks like.
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    // A page with a view of its own shows it; an address a page takes is that page (a notice that does not exist).
    const home = await app.inject({ url: '/home', headers: { 'sec-fetch-dest': 'document' } });
    expect(home.body).not.toContain('http-equiv="refresh"');
    const notice = await app.inject({ url: '/home/notice/3.', headers: { accept: 'text/html' } });
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-type']).toContain('text/html');
    // A script that is not there is not a page.
    const script = await app.inject({ url: '/home/notice/3.', headers: { 'sec-fetch-dest': 'script' } });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ code: 40400 });
    // Opened as a document, a file of the build is that file; one that is not there is the site.
    const opened = await app.inject({ url: '/main.js', headers: { 'sec-fetch-dest': 'document' } });
    expect(opened.headers['content-type']).toContain('javascript');
    const missing = await app.inject({ url: '/gone.0a1b2c3d.js', headers: { 'sec-fetch-dest': 'document' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('id="remote-index"');
    // Another method on a page's address is no page.
    const removed = await app.inject({ method: 'DELETE', url: '/home' });
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toMatchObject({ code: 40400 });
  });

  it("writes the tag manager's no-script frame into the pages that load it, never under /dmg", async () => {
    const frame =
      /<body><noscript id="tag-manager-noscript"><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-[A-Z0-9]+"/;
    for (const url of ['/home', '/nope']) {
      const response = await app.inject({ url, headers: { 'sec-fetch-dest': 'document' } });
      expect(response.body).toMatch(frame);
      expect(response.body.match(/tag-manager-noscript/g)).toHaveLength(1);
    }
    for (const url of ['/dmg', '/dmg/m/play']) {
      const response = await app.inject({ url, headers: { 'sec-fetch-dest': 'document' } });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain('googletagmanager');
    }
  });

  it("never sends a build's HTML file as it lies on disk, without the page's policy and data", async () => {
    const template = await app.inject({ url: '/index.html' });
    // An unknown address: the page (the host sends the visitor on), with the site config and the page's headers.
    expect(template.statusCode).toBe(404);
    expect(template.headers['content-type']).toContain('text/html');
    expect(template.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(template.headers['x-frame-options']).toBe('DENY');
    expect(template.body).toContain('"gameName":"\\u003c/script>\\u003cb>x"');
    const standalone = await app.inject({ url: '/remotes/player/1.0.0-abc/index.html' });
    expect(standalone.statusCode).toBe(404);
    expect(standalone.body).not.toContain('standalone');
    expect(standalone.json()).toMatchObject({ code: 40400 });
    // A section of a document is content, which pages fetch.
    const section = await app.inject({ url: '/remotes/player/1.0.0-abc/legal/user.ja.0a1b2c3d.html' });
    expect(section.statusCode).toBe(200);
    expect(section.body).toBe('<h2>第1条</h2>');
  });

  it('serves index.html with the site config for page routes, revalidated every time', async () => {
    for (const url of ['/', '/home', '/home/notice/3?x=1', '/dmg/m/play?x=1', '/SpecifiedCommercial']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(url.startsWith('/dmg') || url.startsWith('/Spec') ? 404 : 200);
      expect(response.headers['content-type']).toContain('text/html');
      // The same page for every visitor: no page view's token in it (the real-user reporter fetches its own).
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain('"token"');
      expect(response.body).toContain('"gameName":"\\u003c/script>\\u003cb>x"');
    }
  });

  it('answers 404 for an address no page has, with the application that sends the visitor on', async () => {
    for (const url of ['/no/such/page', '/home/notice', '/404', '/dmg/elsewhere?from=dmg']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('id="remote-index"');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('answers the not-found page, which a remote serves, with 404 and the page itself', async () => {
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const response = await app.inject({ url: '/404', headers: { 'user-agent': desktop } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>desktop /404</h1>');
    expect(response.body).toContain('id="remote-index"');
    const slash = await app.inject({ url: '/404/?from=x' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/404?from=x');
  });

  it("sends a page's address in other letter case to the page, keeping the query", async () => {
    const response = await app.inject({ url: '/HOME/Notice/7?from=Top' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/home/notice/7?from=Top');
    expect((await app.inject({ url: '/NO/SUCH' })).statusCode).toBe(404);
  });

  it("reads an address as the browser's router does: decoded, and with no empty segment inside it", async () => {
    const encoded = await app.inject({ url: '/%68ome/notice/7' });
    expect(encoded.statusCode).toBe(301);
    expect(encoded.headers.location).toBe('/home/notice/7');
    for (const url of ['//home', '/home//notice/7']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it("names each page's one address as its canonical link, without the query", async () => {
    const page = (await app.inject({ url: '/home/notice/7?utm_source=x' })).body;
    const origin = loadConfig({}).publicOrigin;
    expect(page).toContain(`<link rel="canonical" href="${origin}/home/notice/7" />`);
  });

  it('writes the live remotes into the page, with preload hints for the code the path runs first', async () => {
    const page = (await app.inject({ url: '/home/notice/7?from=top' })).body;
    expect(page).toContain('<script id="remote-index" type="application/json">{"remotes":[{"name":"player"');
    expect(page).toContain(
      '<link rel="preload" as="script" href="/remotes/player/1.0.0-abc/remoteEntry.js" />',
    );
    expect(page).toContain(
      '<link rel="preload" as="script" href="/remotes/player/1.0.0-abc/12.routes00.js" />',
    );
    expect(page).toContain('<link rel="preload" as="style" href="/remotes/player/1.0.0-abc/12.a.css" />');
    expect(page.indexOf('remote-index')).toBeLessThan(page.indexOf('</head>'));

    const elsewhere = (await app.inject({ url: '/SpecifiedCommercial' })).body;
    expect(elsewhere).toContain('id="remote-index"');
    expect(elsewhere).not.toContain('rel="preload"');
  });

  it('sends a page kept for every visitor as stored bytes: compressed once, with an entity tag, and 304 when unchanged', async () => {
    const ask = (headers: Record<string, string>) =>
      app.inject({ url: '/home?kept', headers: { 'user-agent': 'Mozilla/5.0 (X11)', ...headers } });
    const first = await ask({ 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('user-agent');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toBeTruthy();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}-br"$/);
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<h1>desktop /home?kept</h1>');
    // The same bytes for the next visitor: nothing in the page is one view's own.
    const second = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(etag);
    const gzipped = await ask({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);
    const plain = await ask({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(plain.headers.etag).not.toBe(etag);
    // A browser that has the page gets 304, with no body.
    const unchanged = await ask({ 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    // An entity tag that is not the page's gets the page.
    const other = await ask({ 'accept-encoding': 'br', 'if-none-match': '"x"' });
    expect(other.statusCode).toBe(200);
  });

  it("sends a remote's page with its first view, rendered for the device the user agent names", async () => {
    const desktop = await app.inject({
      url: '/home?x=1',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(desktop.body).toContain(
      '<div id="root"><h1>desktop /home?x=1</h1></div><span id="first-view-end" hidden></span>',
    );
    expect(desktop.body).toContain('<style>h1{margin:0}</style>');
    expect(desktop.body).toContain('<title>Home</title>');
    // Whether the page was rendered for this request or kept finished from an earlier one.
    expect(desktop.headers['server-timing']).toBe('first-view;desc="rendered"');
    const kept = () => app.inject({ url: '/home?kept&x=2', headers: { 'user-agent': 'Mozilla/5.0 (X11)' } });
    expect((await kept()).headers['server-timing']).toBe('first-view;desc="rendered"');
    expect((await kept()).headers['server-timing']).toBe('first-view;desc="kept"');
    expect(desktop.headers.vary).toContain('user-agent');
    // The page shows without its scripts, so their preloads wait for it (the host adds them once it has painted).
    expect(desktop.body).not.toContain('rel="preload"');
    expect(desktop.body).toContain('"href":"/remotes/player/1.0.0-abc/remoteEntry.js"');

    // A phone is sent to the phone page the device rule gives it before anything loads, with the query.
    const phone = await app.inject({
      url: '/home?x=1',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe('/home/m?x=1');
    expect(phone.headers.vary).toContain('user-agent');

    // A page the build does not render, and a path no remote serves, keep the boot bar until the scripts run.
    expect((await app.inject({ url: '/home/notice/7' })).body).toContain('<div class="boot-progress"></div>');
    const elsewhere = await app.inject({ url: '/SpecifiedCommercial' });
    expect(elsewhere.body).toContain('<div class="boot-progress"></div>');
    expect(elsewhere.headers.vary ?? '').not.toContain('user-agent');
  });

  it('sends no first view to a visitor whose page would look otherwise (first-view=off cookie)', async () => {
    const { body } = await app.inject({ url: '/home', headers: { cookie: 'a=1; first-view=off; b=2' } });
    expect(body).toContain('<div class="boot-progress"></div>');
    const other = await app.inject({ url: '/home', headers: { cookie: 'first-view=offline' } });
    expect(other.body).toContain('<h1>desktop /home</h1>');
  });

  it('sends a static page complete, without the application, its remotes or their hints', async () => {
    const { body } = await app.inject({ url: '/home?document' });
    expect(body).toContain('<h1>desktop /home?document</h1>');
    expect(body).toContain('<script defer src="/document-page.js" data-area="player"></script>');
    expect(body).not.toContain('remote-index');
    expect(body).not.toContain('remoteEntry.js');
  });

  it('answers a JSON 404 for unknown API paths and missing files, not the page', async () => {
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 40400, data: null });
    const file = await app.inject({ url: '/missing.js' });
    expect(file.statusCode).toBe(404);
  });

  it('serves entry files and manifests as no-cache and hashed chunks as immutable', async () => {
    expect((await app.inject({ url: '/main.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/123.0a1b2c3d.js' })).headers['cache-control']).toContain('immutable');
    const manifest = await app.inject({ url: '/remotes/player/1.0.0-abc/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/remotes/player/1.0.0-abc/77.deadbeef.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed file to browsers that accept it', async () => {
    const response = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('isPageRoute', () => {
  it('tells page routes from files and the API', () => {
    expect(isPageRoute('/home/notice/3?x=1')).toBe(true);
    expect(isPageRoute('/user_en')).toBe(true);
    expect(isPageRoute('/main.js')).toBe(false);
    expect(isPageRoute('/api/health')).toBe(false);
    expect(isPageRoute('/remotes/player/x')).toBe(false);
    expect(isPageRoute('/index.html')).toBe(true);
    expect(isPageRoute('/remotes/player/1.0.0-abc/index.html')).toBe(false);
  });
});

describe('renderSiteConfigTag', () => {
  it('cannot be closed by the text it carries', () => {
    expect(renderSiteConfigTag({ ...loadConfig({}).site, catchCopy: '</script>' })).not.toContain(
      '</script></script>',
    );
  });
});
