import { DEFAULT_ROUTE_AREAS } from '@site/contracts/route-areas';
import type { ConnectTarget } from './https-get.js';
import { createRemoteFetcher } from './remote-fetch.js';
import { createBuildReader, readRemoteBuild } from './store.js';

// A release from a CDN on a listed origin that resolves to a public address, with the network's edge injected.
describe('readRemoteBuild from a listed CDN', () => {
  const CDN = 'https://cdn.example.com/site/player/2.0.0';
  const PUBLIC: ConnectTarget = { address: '93.184.215.14', family: 4 };
  const files: Record<string, string> = {
    [`${CDN}/mf-manifest.json`]: JSON.stringify({ name: 'remote_player', shared: [] }),
    [`${CDN}/routes.json`]: JSON.stringify({ routes: ['/home', '/dmg'] }),
  };

  function reader() {
    const gets: { url: string; to: ConnectTarget }[] = [];
    const fetcher = createRemoteFetcher({
      origins: ['https://cdn.example.com'],
      resolve: async () => [PUBLIC],
      get: async (url, to) => {
        gets.push({ url: url.href, to });
        const text = files[url.href];
        if (text === undefined) throw new Error(`unexpected ${url.href}`);
        return text;
      },
    });
    return { gets, read: createBuildReader('/nowhere', fetcher) };
  }

  it("reads the manifest and the build's routes beside it, both from the checked address", async () => {
    const { gets, read } = reader();
    const build = await readRemoteBuild(read, {
      action: 'release',
      remote: 'player',
      version: '2.0.0',
      address: `${CDN}/mf-manifest.json`,
      label: 'body.manifest',
      areas: DEFAULT_ROUTE_AREAS,
    });
    expect(build).toEqual({
      manifest: { name: 'remote_player', shared: [] },
      routes: ['/home', '/dmg'],
      routesFromBuild: true,
    });
    expect(gets).toEqual([
      { url: `${CDN}/mf-manifest.json`, to: PUBLIC },
      { url: `${CDN}/routes.json`, to: PUBLIC },
    ]);
  });

  it('does not read https addresses without a fetcher', async () => {
    await expect(
      readRemoteBuild(createBuildReader('/nowhere'), {
        action: 'release',
        remote: 'player',
        version: '2.0.0',
        address: `${CDN}/mf-manifest.json`,
        label: 'body.manifest',
        areas: DEFAULT_ROUTE_AREAS,
      }),
    ).rejects.toThrow(
      `Cannot release player 2.0.0: body.manifest is refused: ${CDN}/mf-manifest.json is not read from here`,
    );
  });
});
