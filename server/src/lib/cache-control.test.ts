import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-control.js';

describe('cacheControlFor', () => {
  it('lets browsers keep content-hashed chunks for good', () => {
    expect(cacheControlFor('/x/remotes/player/1/412.3f9a1c2b.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/host/dist/vendors.0a1b2c3d4e.css.br')).toBe(IMMUTABLE);
  });

  it('makes entry files, manifests and html revalidate', () => {
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/main.js.gz')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/index.html')).toBe(NO_CACHE);
  });
});
