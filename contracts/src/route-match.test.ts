import { canonicalPath, matchesRoute, pageAddress, remoteForPath } from './route-match.js';

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

describe('matching as React Router does', () => {
  it('decodes the path first, so an encoded letter is the letter', () => {
    expect(matchesRoute('/home/notice/:id', '/%68ome/notice/1')).toBe(true);
    expect(canonicalPath('/home/notice/:id', '/%68ome/Notice/%E3%81%82')).toBe('/home/notice/%E3%81%82');
    expect(matchesRoute('/home', '/home%2F')).toBe(false);
  });

  it('keeps an empty segment inside the path a segment that only an optional one or the rest can take', () => {
    expect(matchesRoute('/home', '//home')).toBe(false);
    expect(matchesRoute('/home/notice', '/home//notice')).toBe(false);
    expect(matchesRoute('/list/:page?/edit', '/list//edit')).toBe(true);
    expect(canonicalPath('/dashboard/*', '/Dashboard//x')).toBe('/dashboard/x');
    expect(matchesRoute('/home', '/home//')).toBe(true);
  });

  it('leaves a path with a malformed escape as it is', () => {
    expect(matchesRoute('/home/notice/:id', '/home/notice/%zz')).toBe(true);
    expect(matchesRoute('/home', '/%zz')).toBe(false);
  });
});

describe('pageAddress', () => {
  it("is the address the table's first matching pattern writes", () => {
    expect(pageAddress(['/home', '/home/notice/:id'], '/HOME/notice/3/')).toBe('/home/notice/3');
    expect(pageAddress(['/home'], '/dmg')).toBeUndefined();
  });
});
