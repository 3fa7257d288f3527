import { canonicalPath, matchesRoute, remoteForPath } from './route-match.js';

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

describe('canonicalPath', () => {
  it("writes the pattern's fixed segments in its own case and keeps the parameters as given", () => {
    expect(canonicalPath('/home/notice/:id', '/HOME/Notice/Ab7')).toBe('/home/notice/Ab7');
    expect(canonicalPath('/SpecifiedCommercial', '/specifiedcommercial/')).toBe('/SpecifiedCommercial');
    expect(canonicalPath('/home/:tab?', '/Home')).toBe('/home');
    expect(canonicalPath('/home/:tab?', '/Home/News')).toBe('/home/News');
    expect(canonicalPath('/redirect/*', '/REDIRECT/Dashboard/Workplace')).toBe(
      '/redirect/Dashboard/Workplace',
    );
  });

  it('gives nothing for a path the pattern does not match', () => {
    expect(canonicalPath('/home/notice/:id', '/home/notice')).toBeUndefined();
    expect(canonicalPath('/home', '/home/x')).toBeUndefined();
    expect(canonicalPath('/dmg', '/home')).toBeUndefined();
  });
});
