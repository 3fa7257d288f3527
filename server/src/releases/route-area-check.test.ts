import { DEFAULT_ROUTE_AREAS } from '@site/contracts/route-areas';
import { parseRouteAreas } from '../config.js';
import { routesOutsideArea } from './route-area-check.js';

describe('REMOTE_AREA_<NAME>', () => {
  it('keeps the defaults and takes an area per remote from the configuration', () => {
    const areas = parseRouteAreas({
      REMOTE_AREA_PLAYER: '/home, /home/*',
      REMOTE_AREA_MY_SHOP: '/shop,/shop/*',
      REMOTE_AREA_CONSOLE: '',
    });
    expect(areas).toEqual({
      ...DEFAULT_ROUTE_AREAS,
      player: ['/home', '/home/*'],
      'my-shop': ['/shop', '/shop/*'],
    });
    expect(parseRouteAreas({})).toEqual(DEFAULT_ROUTE_AREAS);
  });

  it.each(['home', '/home page', '/home#top'])('stops the start on a pattern such as %j', (pattern) => {
    expect(() => parseRouteAreas({ REMOTE_AREA_PLAYER: `/dmg,${pattern}` })).toThrow(
      `REMOTE_AREA_PLAYER must be a comma-separated list of route patterns such as /home,/home/* (each starting with /, no whitespace or #, at most 200 characters), got "${pattern}"`,
    );
  });

  it('names the first route outside the area, the area and its setting', () => {
    const areas = parseRouteAreas({ REMOTE_AREA_MY_SHOP: '/shop,/shop/*' });
    expect(routesOutsideArea('my-shop', ['/shop', '/shop/items/:id'], areas)).toBeUndefined();
    expect(routesOutsideArea('my-shop', ['/shop', '/sale', '/home'], areas)).toBe(
      "routes.json: /sale lies outside my-shop's area. my-shop's area: /shop, /shop/* (REMOTE_AREA_MY_SHOP)",
    );
    expect(routesOutsideArea('other', ['/other'], areas)).toBe(
      'other has no area of paths on this server: REMOTE_AREA_OTHER declares one',
    );
  });
});
