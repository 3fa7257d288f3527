import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHostSharedReader, createRemoteHints, patternForPath, remoteFiles } from './page-hints.js';
import { UnreadableError } from './read-errors.js';

describe('the remote a page gets its start-up hints from', () => {
  const remotes = [
    { name: 'player', routes: ['/home', '/home/notice/:id'] },
    { name: 'console', routes: ['/redirect/*'] },
    { name: 'legal', routes: ['/user', '/dmg/user'] },
  ].map((remote) => ({
    ...remote,
    version: '1',
    manifest: `/remotes/${remote.name}/1/mf-manifest.json`,
    entry: `/remotes/${remote.name}/1/remoteEntry.js`,
  }));
  // Every manifest is unreadable: each remote's hints are then its entry alone, which names the remote.
  const hints = createRemoteHints('/nowhere', {
    read: async (address) => {
      throw new UnreadableError(address);
    },
  });
  const remoteOf = async (pathname: string) =>
    (await hints.startupFiles(remotes, pathname)).map((hint) => hint.href.split('/')[2]);

  it('is the one whose patterns match the path as the host router does: params, splat, case, trailing slash', async () => {
    expect(await remoteOf('/home')).toEqual(['player']);
    expect(await remoteOf('/HOME/')).toEqual(['player']);
    expect(await remoteOf('/home/notice/12')).toEqual(['player']);
    expect(await remoteOf('/redirect/list/search-table')).toEqual(['console']);
    expect(await remoteOf('/redirect')).toEqual(['console']);
  });

  it('is none for a path shorter, longer or other than every pattern', async () => {
    expect(await remoteOf('/home/notice')).toEqual([]);
    expect(await remoteOf('/home/play')).toEqual([]);
    expect(await remoteOf('/user_en')).toEqual([]);
    expect(await remoteOf('/dmg/m/user')).toEqual([]);
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
      routes: {},
      shared: {},
      patterns: [],
      base: '/remotes/player/1/',
    });
  });

  it("adds each route's chunks from route-assets.json, unless any file name in it is not the build's own", () => {
    const routes = { '/dashboard/workplace': ['7.a.js', '7.b.css'] };
    const files = remoteFiles('/remotes/console/1/mf-manifest.json', manifest, { routes, shared: {} });
    expect(files.routes).toEqual({
      '/dashboard/workplace': [
        { href: '/remotes/console/1/7.a.js', as: 'script' },
        { href: '/remotes/console/1/7.b.css', as: 'style' },
      ],
    });
    for (const bad of [['../../player/1/x.js'], ['/etc/x.js'], ['x.map']]) {
      const assets = { routes: { ...routes, '/sneaky': bad }, shared: {} };
      expect(remoteFiles('/remotes/console/1/mf-manifest.json', manifest, assets).routes).toEqual({});
    }
    const noSlash = { routes: { 'no-slash': ['7.a.js'] }, shared: {} };
    expect(remoteFiles('/remotes/console/1/mf-manifest.json', manifest, noSlash).routes).toEqual({});
    expect(remoteFiles('/remotes/console/1/mf-manifest.json', manifest, { routes: ['x'] }).routes).toEqual(
      {},
    );
  });

  it('falls back to the entry a build writes when the manifest is unreadable', () => {
    expect(remoteFiles('https://cdn.example/legal/2/mf-manifest.json', undefined)).toEqual({
      entry: 'https://cdn.example/legal/2/remoteEntry.js',
      startup: [{ href: 'https://cdn.example/legal/2/remoteEntry.js', as: 'script' }],
      routes: {},
      shared: {},
      patterns: [],
      base: 'https://cdn.example/legal/2/',
    });
  });
});

describe('patternForPath', () => {
  const patterns = ['/dashboard', '/dashboard/*', '/dashboard/workplace', '/list/:id'];

  it('gives the most specific pattern that matches the path, as the router would pick the page', () => {
    expect(patternForPath(patterns, '/dashboard/workplace')).toBe('/dashboard/workplace');
    expect(patternForPath(patterns, '/Dashboard/Workplace/')).toBe('/dashboard/workplace');
    expect(patternForPath(patterns, '/dashboard')).toBe('/dashboard');
    expect(patternForPath(patterns, '/dashboard/nothing-here')).toBe('/dashboard/*');
    expect(patternForPath(patterns, '/list/12')).toBe('/list/:id');
    expect(patternForPath(patterns, '/elsewhere')).toBeUndefined();
  });
});

describe('createRemoteHints', () => {
  const MANIFEST = 'https://cdn.example.com/player/2.0.0/mf-manifest.json';
  const index = [{ name: 'player', version: '2.0.0', manifest: MANIFEST, routes: ['/home'] }];

  function cdn() {
    let now = 1_000_000;
    const reads: string[] = [];
    let answer: string | undefined;
    return {
      reads,
      now: () => now,
      advance: (ms: number) => {
        now += ms;
      },
      answer: (text: string | undefined) => {
        answer = text;
      },
      read: async (address: string) => {
        reads.push(address);
        if (answer === undefined) throw new UnreadableError(`${address} answered HTTP 503`);
        return answer;
      },
    };
  }

  it('reads a manifest it could not read only again after a minute, however many pages ask', async () => {
    const edge = cdn();
    const hints = createRemoteHints('/nowhere', { read: edge.read, now: edge.now });
    for (let page = 0; page < 5; page += 1) {
      expect(await hints.startupFiles(await hints.withEntries(index), '/home')).toEqual([
        { href: 'https://cdn.example.com/player/2.0.0/remoteEntry.js', as: 'script' },
      ]);
    }
    expect(edge.reads.filter((address) => address === MANIFEST)).toEqual([MANIFEST]);

    edge.answer(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } }));
    edge.advance(60_000);
    await hints.withEntries(index);
    expect(edge.reads.filter((address) => address === MANIFEST)).toHaveLength(1);
    edge.advance(1);
    expect((await hints.withEntries(index))[0]?.entry).toBe(
      'https://cdn.example.com/player/2.0.0/js/remoteEntry.js',
    );
    expect(edge.reads.filter((address) => address === MANIFEST)).toHaveLength(2);
  });

  it('keeps a manifest it read for good, and shares a read in progress', async () => {
    const edge = cdn();
    edge.answer('{}');
    const hints = createRemoteHints('/nowhere', { read: edge.read, now: edge.now });
    await Promise.all([hints.withEntries(index), hints.withEntries(index), hints.startupFiles([], '/home')]);
    edge.advance(24 * 3600 * 1000);
    await hints.withEntries(index);
    // The manifest and the route list beside it, once each.
    expect(edge.reads).toEqual([MANIFEST, MANIFEST.replace('mf-manifest.json', 'route-assets.json')]);
  });

  it('gives the same list of remotes for the same live index, and a new one once a manifest is read again', async () => {
    const edge = cdn();
    const hints = createRemoteHints('/nowhere', { read: edge.read, now: edge.now });
    const unread = await hints.withEntries(index);
    expect(await hints.withEntries(index)).toBe(unread);
    // Another index (a release, a preview, a canary's draw) is another list.
    expect(await hints.withEntries([...index])).not.toBe(unread);

    edge.answer(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } }));
    edge.advance(60_001);
    const read = await hints.withEntries(index);
    expect(read).not.toBe(unread);
    expect(read[0]?.entry).toBe('https://cdn.example.com/player/2.0.0/js/remoteEntry.js');
    expect(await hints.withEntries(index)).toBe(read);
  });
});

describe('the shared modules a page consumes', () => {
  const MANIFEST = '/remotes/console/3/mf-manifest.json';
  const index = [{ name: 'console', version: '3', manifest: MANIFEST, routes: ['/dashboard/workplace'] }];
  const routeAssets = {
    routes: { '/dashboard/workplace': ['10.page.js'] },
    shared: {
      '/dashboard/workplace': {
        react: ['20.react.js'],
        i18next: ['30.i18n.js'],
        '@site/shared/ui': ['40.ui.js', '40.ui.css'],
        // Already among the route's own chunks: hinted once.
        '@site/shared/core': ['10.page.js'],
      },
    },
  };
  const read = async (address: string) =>
    address.endsWith('route-assets.json') ? JSON.stringify(routeAssets) : '{}';
  const hrefs = async (hostShared?: () => Promise<Record<string, string[]> | undefined>) => {
    const hints = createRemoteHints('/nowhere', { read, hostShared });
    return (await hints.startupFiles(await hints.withEntries(index), '/dashboard/workplace')).map(
      (hint) => hint.href,
    );
  };

  it("are hinted from the host's copy where it brings one, from the remote's otherwise", async () => {
    expect(await hrefs(async () => ({ react: ['5.react.js'], jotai: ['6.jotai.js'] }))).toEqual([
      '/remotes/console/3/remoteEntry.js',
      '/remotes/console/3/10.page.js',
      '/5.react.js',
      '/remotes/console/3/30.i18n.js',
      '/remotes/console/3/40.ui.js',
      '/remotes/console/3/40.ui.css',
    ]);
  });

  it("are not hinted when the host's copies are unknown: which copy a page uses cannot be told", async () => {
    const without = ['/remotes/console/3/remoteEntry.js', '/remotes/console/3/10.page.js'];
    expect(await hrefs()).toEqual(without);
    expect(await hrefs(async () => undefined)).toEqual(without);
    expect(
      await hrefs(async () => {
        throw new SyntaxError('Unexpected end of JSON input');
      }),
    ).toEqual(without);
  });

  it("are not hinted when the host's list is not of the build's shape", async () => {
    const readOf = async (copies: unknown) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'host-shared-'));
      try {
        writeFileSync(path.join(dir, 'shared-files.json'), JSON.stringify(copies));
        return await createHostSharedReader(dir, { checkEveryMs: 0 })();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(await readOf({ react: ['1.a.js'], '@site/shared/ui': ['2.b.css'] })).toBeDefined();
    for (const copies of [
      { 'bad key': ['1.a.js'] },
      { escape: ['../x.js'] },
      { map: ['1.a.js.map'] },
      ['react'],
    ]) {
      expect(await readOf(copies)).toBeUndefined();
    }
  });

  it("are read from the host's build, and again once it is built again", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'host-shared-'));
    try {
      const file = path.join(dir, 'shared-files.json');
      const readHost = createHostSharedReader(dir, { checkEveryMs: 0 });
      expect(await readHost()).toBeUndefined();
      writeFileSync(file, JSON.stringify({ react: ['1.a.js'] }));
      expect(await readHost()).toEqual({ react: ['1.a.js'] });
      writeFileSync(file, JSON.stringify({ react: ['2.b.js'] }));
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(await readHost()).toEqual({ react: ['2.b.js'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
