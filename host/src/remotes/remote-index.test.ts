import { remoteForPath } from '@site/contracts/route-match';
import { parseRemoteIndex, tokenForPage } from './remote-index';

const entries = parseRemoteIndex({
  remotes: [
    { name: 'player', version: '1', manifest: '/p.json', routes: ['/home', '/home/notice/:id', '/dmg'] },
    {
      name: 'legal',
      version: '1',
      entry: '/remotes/legal/1/remoteEntry.js',
      manifest: '/remotes/legal/1/mf-manifest.json',
      routes: ['/user', '/dmg/user'],
    },
    { name: 'broken' },
  ],
});

describe('remote index', () => {
  it('drops entries that are not remotes', () => {
    expect(entries.map((entry) => entry.name)).toEqual(['player', 'legal']);
  });

  it('registers each remote by its entry, beside the manifest when the index does not name it', () => {
    expect(entries.map((entry) => entry.entry)).toEqual([
      '/remoteEntry.js',
      '/remotes/legal/1/remoteEntry.js',
    ]);
  });

  it('finds the remote that serves a path, params included', () => {
    expect(remoteForPath(entries, '/home/notice/12')?.name).toBe('player');
    expect(remoteForPath(entries, '/dmg/user')?.name).toBe('legal');
    expect(remoteForPath(entries, '/dmg')?.name).toBe('player');
  });

  it('matches as the router does: any case, a trailing slash, a splat', () => {
    const more = parseRemoteIndex({
      remotes: [
        { name: 'console', version: '1', manifest: '/c.json', routes: ['/user/info/', '/redirect/*'] },
        { name: 'legal', version: '1', manifest: '/l.json', routes: ['/SpecifiedCommercial'] },
      ],
    });
    expect(remoteForPath(more, '/user/info')?.name).toBe('console');
    expect(remoteForPath(more, '/redirect/list/search-table')?.name).toBe('console');
    expect(remoteForPath(more, '/specifiedcommercial')?.name).toBe('legal');
    expect(remoteForPath(more, '/user/infos')).toBeUndefined();
  });

  it('finds none for an unknown path', () => {
    expect(remoteForPath(entries, '/nowhere')).toBeUndefined();
    expect(remoteForPath(entries, '/home/notice')).toBeUndefined();
  });

  it('rejects a document without a list', () => {
    expect(() => parseRemoteIndex({})).toThrow('remotes.json has no "remotes" list');
  });

  it("takes the page view's token only when it was signed for the versions the page runs", () => {
    const answer = (version: string) => ({
      remotes: [
        { name: 'legal', version: '1', manifest: '/remotes/legal/1/mf-manifest.json', routes: ['/user'] },
        { name: 'player', version, manifest: '/p.json', routes: ['/home'] },
      ],
      token: 'signed.token',
    });
    expect(tokenForPage(entries, answer('1'))).toBe('signed.token');
    // A release went out after the page was served: its reports are not counted for the new version.
    expect(tokenForPage(entries, answer('2'))).toBeUndefined();
    expect(tokenForPage(entries, { ...answer('1'), token: 7 })).toBeUndefined();
  });
});
