import { isDocumentType, isServedBuildFile, refusedBuildFile } from './build-files.js';

describe('build files', () => {
  it.each([
    'remoteEntry.js',
    '1518.ae41ab0e.js',
    '1518.5115378f.css',
    'mf-manifest.json',
    '795.3b7320f1.js.LICENSE.txt',
    'legal/user.ja.7eb36acb.html',
    'images/logo.svg',
    'fonts/title.woff2',
    'IMAGES/KEY.PNG',
  ])('serves %s', (file) => {
    expect(isServedBuildFile(file)).toBe(true);
    expect(refusedBuildFile(file)).toBeUndefined();
  });

  it.each([
    'remoteEntry.js.map',
    'prerender/render.cjs',
    'prerender/chunk.js',
    'index.html',
    'remoteEntry.js.br',
    'legal/user.ja.7eb36acb.html.gz',
  ])('keeps %s to the server, which a build may hold', (file) => {
    expect(isServedBuildFile(file)).toBe(false);
    expect(refusedBuildFile(file)).toBeUndefined();
  });

  it.each([
    ['promo.htm', 'is a .htm file'],
    ['promo.XHTML', 'is a .xhtml file'],
    ['feed.xml', 'is a .xml file'],
    ['feed.xml.br', 'is a .xml file'],
    ['prerender/page.html.cjs.exe', 'is a .exe file'],
    ['LICENSE', 'has no file type'],
    ['.htaccess', 'has no file type'],
  ])('refuses %s', (file, why) => {
    expect(refusedBuildFile(file)).toBe(why);
    expect(isServedBuildFile(file)).toBe(false);
  });

  it('serves the types a browser renders as a document inert, also as their precompressed copies', () => {
    expect(isDocumentType('legal/user.ja.7eb36acb.html')).toBe(true);
    expect(isDocumentType('legal/user.ja.7eb36acb.html.br')).toBe(true);
    expect(isDocumentType('images/logo.SVG')).toBe(true);
    expect(isDocumentType('remoteEntry.js')).toBe(false);
  });
});
