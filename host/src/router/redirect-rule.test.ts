import { fallbackPath } from '@site/contracts/route-match';
import { fallbackRedirectTarget } from './redirect-rule';

describe('fallbackPath', () => {
  it('goes to /home for ordinary addresses', () => {
    expect(fallbackPath('http://127.0.0.1:8400/')).toBe('/home');
    expect(fallbackPath('http://127.0.0.1:8400/no/such/page')).toBe('/home');
  });

  it('goes to /dmg when the address contains dmg anywhere', () => {
    expect(fallbackPath('http://127.0.0.1:8400/dmg/nothing-here')).toBe('/dmg');
    expect(fallbackPath('http://127.0.0.1:8400/?from=dmg')).toBe('/dmg');
    expect(fallbackPath('http://127.0.0.1:8400/x#dmg')).toBe('/dmg');
  });
});

describe('fallbackRedirectTarget', () => {
  it('passes an unknown address on to its target', () => {
    expect(fallbackRedirectTarget('/dmg-nope', 'http://127.0.0.1:8400/dmg-nope')).toBe('/dmg');
    expect(fallbackRedirectTarget('/', 'http://127.0.0.1:8400/#dmg')).toBe('/dmg');
    expect(fallbackRedirectTarget('/', 'http://127.0.0.1:8400/')).toBe('/home');
  });

  it('keeps the target itself and the not-found page, which would only redirect in a loop', () => {
    expect(fallbackRedirectTarget('/home', 'http://127.0.0.1:8400/home')).toBeUndefined();
    expect(fallbackRedirectTarget('/404', 'http://127.0.0.1:8400/404')).toBeUndefined();
  });
});
