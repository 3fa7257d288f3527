import { matchesRoute, remoteFiles, renderPageHints } from './page-hints.js';

describe('matchesRoute', () => {
  it('matches as the host router does: params, a trailing splat, case and trailing slash ignored', () => {
    expect(matchesRoute('/home', '/home')).toBe(true);
    expect(matchesRoute('/home', '/HOME/')).toBe(true);
    expect(matchesRoute('/home/notice/:id', '/home/notice/12')).toBe(true);
    expect(matchesRoute('/redirect/*', '/redirect/list/search-table')).toBe(true);
    expect(matchesRoute('/redirect/*', '/redirect')).toBe(true);
  });

  it('does not match a shorter, longer or different path', () => {
    expect(matchesRoute('/home/notice/:id', '/home/notice')).toBe(false);
    expect(matchesRoute('/home', '/home/play')).toBe(false);
    expect(matchesRoute('/user', '/user_en')).toBe(false);
    expect(matchesRoute('/dmg/user', '/dmg/m/user')).toBe(false);
  });
});

describe('remoteFiles', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './other', assets: { js: { sync: ['9.x.js'] } } },
      {
        path: './routes',
        assets: { js: { sync: ['3.a.js'], async: ['4.b.js'] }, css: { sync: ['3.c.css'] } },
      },
    ],
  };

  it('lists the entry and the ./routes module with its styles, beside the manifest', () => {
    expect(remoteFiles('/remotes/player/1/mf-manifest.json', manifest)).toEqual({
      entry: '/remotes/player/1/remoteEntry.js',
      startup: [
        { href: '/remotes/player/1/remoteEntry.js', as: 'script' },
        { href: '/remotes/player/1/3.a.js', as: 'script' },
        { href: '/remotes/player/1/3.c.css', as: 'style' },
      ],
    });
  });

  it('falls back to the entry a build writes when the manifest is unreadable', () => {
    expect(remoteFiles('https://cdn.example/legal/2/mf-manifest.json', undefined)).toEqual({
      entry: 'https://cdn.example/legal/2/remoteEntry.js',
      startup: [{ href: 'https://cdn.example/legal/2/remoteEntry.js', as: 'script' }],
    });
  });
});

describe('renderPageHints', () => {
  it('cannot be closed by the data it carries', () => {
    const html = renderPageHints(
      [{ name: 'x', version: '</script><b>', entry: '/e.js', manifest: '/m.json', routes: [] }],
      [{ href: '/a b".js', as: 'script' }],
    );
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('href="/a%20b%22.js"');
  });
});
