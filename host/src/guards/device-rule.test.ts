import { deviceRedirectTarget } from './device-rule';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36';
const routes = new Set(['home-play', 'm-home-play', 'home-questionnaire-report', 'user']);
const hasRoute = (name: string) => routes.has(name);

describe('deviceRedirectTarget', () => {
  it('sends a phone under 1024 px to the m- route', () => {
    expect(
      deviceRedirectTarget({ userAgent: IPHONE, width: 390, routeName: 'home-play', kind: 'pc', hasRoute }),
    ).toBe('m-home-play');
    expect(
      deviceRedirectTarget({ userAgent: IPHONE, width: 1023, routeName: 'home-play', kind: 'pc', hasRoute }),
    ).toBe('m-home-play');
  });

  it('keeps a phone under 1024 px on an m- route', () => {
    expect(
      deviceRedirectTarget({
        userAgent: IPHONE,
        width: 390,
        routeName: 'm-home-play',
        kind: 'mobile',
        hasRoute,
      }),
    ).toBeNull();
  });

  it('sends a phone at 1024 px or wider to the route without the prefix', () => {
    expect(
      deviceRedirectTarget({
        userAgent: IPHONE,
        width: 1024,
        routeName: 'm-home-play',
        kind: 'mobile',
        hasRoute,
      }),
    ).toBe('home-play');
    expect(
      deviceRedirectTarget({ userAgent: IPHONE, width: 1100, routeName: 'home-play', kind: 'pc', hasRoute }),
    ).toBe(null);
  });

  it('always sends other devices to the route without the prefix, whatever the width', () => {
    expect(
      deviceRedirectTarget({
        userAgent: DESKTOP,
        width: 390,
        routeName: 'm-home-play',
        kind: 'mobile',
        hasRoute,
      }),
    ).toBe('home-play');
    expect(
      deviceRedirectTarget({ userAgent: DESKTOP, width: 390, routeName: 'home-play', kind: 'pc', hasRoute }),
    ).toBe(null);
  });

  it('never moves a public route', () => {
    expect(
      deviceRedirectTarget({ userAgent: IPHONE, width: 390, routeName: 'user', kind: 'public', hasRoute }),
    ).toBe(null);
  });

  it('keeps a phone on a PC page that has no m- twin', () => {
    expect(
      deviceRedirectTarget({
        userAgent: IPHONE,
        width: 390,
        routeName: 'home-questionnaire-report',
        kind: 'pc',
        hasRoute,
      }),
    ).toBeNull();
  });
});
