import { DEFAULT_ROUTE_AREAS, routeOutsideArea } from './route-areas.js';

const check = (remote: string, route: string) => routeOutsideArea(remote, route, DEFAULT_ROUTE_AREAS);

describe('routeOutsideArea with the default areas', () => {
  it.each([
    ['player', '/home'],
    ['player', '/home/m/notice/:id'],
    ['player', '/dmg/notice/:id'],
    ['player', '/dmg/m/register-complete'],
    ['player', '/404'],
    ['player', '/home/events/:id?'],
    ['legal', '/user'],
    ['legal', '/dmg/user'],
    ['legal', '/dmg/m/privacy_cht'],
    ['legal', '/specifiedcommercial'],
    ['console', '/login'],
    ['console', '/login/reset'],
    ['console', '/dashboard'],
    ['console', '/dashboard/*'],
    ['console', '/user/info'],
    ['console', '/user/messages'],
    ['console', '/redirect/*'],
  ])('lets %s take %s', (remote, route) => expect(check(remote, route)).toBeUndefined());

  it.each([
    ['player', '/*', '/* is a catch-all: it would take every top-level path'],
    ['player', '/', '/ is a catch-all: it would take the site\'s top page "/"'],
    ['player', '/:page', '/:page is a catch-all: it would take every top-level path'],
    ['player', '/:lang?/home', '/:lang?/home is a catch-all: it would take every top-level path'],
    ['player', '/api/*', '/api/* takes paths the server answers itself (/api)'],
    ['player', '/api/users', '/api/users takes paths the server answers itself (/api/*)'],
    ['player', '/api', '/api takes paths the server answers itself (/api)'],
    ['player', '/remotes/player/x', '/remotes/player/x takes paths the server answers itself (/remotes/*)'],
    ['player', '/preview', '/preview takes paths the server answers itself (/preview)'],
    ['player', '/login', "/login takes paths of console's area (/login)"],
    ['player', '/dashboard/*', "/dashboard/* takes paths of console's area (/dashboard/*)"],
    ['player', '/DASHBOARD/workplace', "/DASHBOARD/workplace takes paths of console's area (/dashboard/*)"],
    ['player', '/dmg/user', "/dmg/user takes paths of legal's area (/dmg/user)"],
    ['player', '/dmg/:page', "/dmg/:page takes paths of legal's area (/dmg/user)"],
    ['player', '/dmg/*', "/dmg/* takes paths of legal's area (/dmg/user)"],
    ['player', '/shop', "/shop lies outside player's area"],
    ['legal', '/home', "/home takes paths of player's area (/home)"],
    ['legal', '/dmg/play', "/dmg/play takes paths of player's area (/dmg/*)"],
    ['console', '/user', "/user takes paths of legal's area (/user)"],
    ['console', '/user/*', "/user/* takes paths of legal's area (/user)"],
    ['console', '/user/:page?', "/user/:page? takes paths of legal's area (/user)"],
    ['shop', '/shop', 'shop has no area of paths on this server'],
  ])('refuses %s taking %s', (remote, route, reason) => expect(check(remote, route)).toBe(reason));

  it('reads an area of the configuration as it reads the defaults', () => {
    const areas = { ...DEFAULT_ROUTE_AREAS, shop: ['/shop', '/shop/*'], player: ['/home', '/home/*'] };
    expect(routeOutsideArea('shop', '/shop/items/:id', areas)).toBeUndefined();
    expect(routeOutsideArea('player', '/dmg', areas)).toBe("/dmg lies outside player's area");
    expect(routeOutsideArea('player', '/shop', areas)).toBe("/shop takes paths of shop's area (/shop)");
  });

  it('refuses a pattern with more optional segments than it expands', () => {
    expect(check('player', '/home/:a?/:b?/:c?/:d?/:e?/:f?/:g?')).toBe(
      '/home/:a?/:b?/:c?/:d?/:e?/:f?/:g? has more than 6 optional segments',
    );
  });
});
