import { fallbackPath } from './redirect-rule';

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
