import { matchesRoute, remoteForPath } from './route-match.js';

describe('matchesRoute', () => {
  it.each([
    ['/home', '/home'],
    ['/home', '/HOME/'],
    ['/home/notice/:id', '/home/notice/12'],
    ['/dashboard/*', '/dashboard/workplace/deep'],
    ['/dashboard/*', '/dashboard'],
    ['/list/:page?', '/list'],
    ['/list/:page?', '/list/3'],
    ['/list/:page?/edit', '/list/edit'],
    ['/list/:page?/edit', '/list/3/edit'],
  ])('%s matches %s', (pattern, path) => expect(matchesRoute(pattern, path)).toBe(true));

  it.each([
    ['/home', '/home/play'],
    ['/home/notice/:id', '/home/notice'],
    ['/home/notice/:id', '/home/notice/1/2'],
    ['/home/play', '/dmg/play'],
    ['/list/:page?', '/list/3/4'],
  ])('%s does not match %s', (pattern, path) => expect(matchesRoute(pattern, path)).toBe(false));
});

describe('remoteForPath', () => {
  const remotes = [
    { name: 'player', routes: ['/home', '/home/*'] },
    { name: 'console', routes: ['/login', '/dashboard/*'] },
  ];
  it('finds the remote that serves a path, and none for a path nobody serves', () => {
    expect(remoteForPath(remotes, '/dashboard/workplace')?.name).toBe('console');
    expect(remoteForPath(remotes, '/home/m/play')?.name).toBe('player');
    expect(remoteForPath(remotes, '/nowhere')).toBeUndefined();
  });
});
