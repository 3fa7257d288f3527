import type { ConnectTarget, HttpsGetLimits } from './https-get.js';
import { RefusedAddressError, UnreadableError } from './read-errors.js';
import { createRemoteFetcher } from './remote-fetch.js';

// The network's edge is injected: what a name resolves to, and the HTTPS exchange itself.
const PUBLIC: ConnectTarget = { address: '93.184.215.14', family: 4 };
const MANIFEST = 'https://cdn.example.com/player/1.0.0/mf-manifest.json';

function edge(answers: Record<string, ConnectTarget[] | Error>) {
  const lookups: string[] = [];
  const gets: { url: string; to: ConnectTarget; limits: HttpsGetLimits }[] = [];
  return {
    lookups,
    gets,
    resolve: async (hostname: string) => {
      lookups.push(hostname);
      const answer = answers[hostname];
      if (answer instanceof Error) throw answer;
      return answer ?? [];
    },
    get: async (url: URL, to: ConnectTarget, limits: HttpsGetLimits) => {
      gets.push({ url: url.href, to, limits });
      return '{"name":"remote_player"}';
    },
  };
}

describe('createRemoteFetcher', () => {
  it('reads from a listed origin whose name resolves to public addresses, connecting to the address it checked', async () => {
    const net = edge({ 'cdn.example.com': [PUBLIC, { address: '2606:4700::6810:84e5', family: 6 }] });
    const fetcher = createRemoteFetcher({ origins: ['https://cdn.example.com'], ...net });
    expect(await fetcher.text(MANIFEST)).toBe('{"name":"remote_player"}');
    expect(net.lookups).toEqual(['cdn.example.com']);
    expect(net.gets).toEqual([
      { url: MANIFEST, to: PUBLIC, limits: { timeoutMs: 10_000, maxBytes: 1024 * 1024 } },
    ]);
    await fetcher.text(MANIFEST, { timeoutMs: 5_000 });
    expect(net.gets[1]?.limits.timeoutMs).toBe(5_000);
  });

  it('refuses an origin that is not listed, before any lookup', async () => {
    const net = edge({});
    const fetcher = createRemoteFetcher({ origins: ['https://cdn.example.com'], ...net });
    for (const [address, origin] of [
      ['https://cdn.example.org/player/1.0.0/mf-manifest.json', 'https://cdn.example.org'],
      ['https://cdn.example.com:8443/player/1.0.0/mf-manifest.json', 'https://cdn.example.com:8443'],
      ['http://cdn.example.com/player/1.0.0/mf-manifest.json', 'http://cdn.example.com'],
    ] as const) {
      await expect(fetcher.text(address)).rejects.toThrow(
        new RefusedAddressError(`${origin} is not listed in REMOTE_MANIFEST_ORIGINS`),
      );
    }
    expect(net.lookups).toEqual([]);
    expect(net.gets).toEqual([]);
  });

  it('refuses a listed name when any of its addresses is not public', async () => {
    const net = edge({
      'cdn.example.com': [PUBLIC, { address: '10.0.0.7', family: 4 }],
      'mapped.example.com': [{ address: '::ffff:169.254.169.254', family: 6 }],
    });
    const fetcher = createRemoteFetcher({
      origins: ['https://cdn.example.com', 'https://mapped.example.com'],
      ...net,
    });
    await expect(fetcher.text(MANIFEST)).rejects.toThrow(
      new RefusedAddressError(
        'cdn.example.com resolves to 10.0.0.7, a private address; remote manifests are never fetched from loopback, private, link-local or other non-public addresses',
      ),
    );
    await expect(fetcher.text('https://mapped.example.com/player/1.0.0/mf-manifest.json')).rejects.toThrow(
      /^mapped\.example\.com resolves to ::ffff:169\.254\.169\.254, a link-local address;/,
    );
    expect(net.gets).toEqual([]);
  });

  it('refuses listed origins that are non-public addresses themselves', async () => {
    const net = edge({});
    const fetcher = createRemoteFetcher({
      origins: ['https://169.254.169.254', 'https://[::1]:8443'],
      ...net,
    });
    await expect(fetcher.text('https://169.254.169.254/player/1.0.0/mf-manifest.json')).rejects.toThrow(
      /^169\.254\.169\.254 is a link-local address; remote manifests are never fetched/,
    );
    await expect(fetcher.text('https://[::1]:8443/player/1.0.0/mf-manifest.json')).rejects.toThrow(
      /^::1 is a loopback address;/,
    );
    expect(net.lookups).toEqual([]);
    expect(net.gets).toEqual([]);
  });

  it('checks the answer of every lookup, so a name that rebinds to an internal address is refused', async () => {
    const answers: Record<string, ConnectTarget[]> = { 'cdn.example.com': [PUBLIC] };
    const net = edge(answers);
    const fetcher = createRemoteFetcher({ origins: ['https://cdn.example.com'], ...net });
    await fetcher.text(MANIFEST);
    answers['cdn.example.com'] = [{ address: '127.0.0.1', family: 4 }];
    await expect(fetcher.text(MANIFEST)).rejects.toThrow(RefusedAddressError);
    expect(net.gets.map((get) => get.to)).toEqual([PUBLIC]);
  });

  it('says when a name cannot be resolved', async () => {
    const net = edge({
      'cdn.example.com': Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }),
    });
    const fetcher = createRemoteFetcher({ origins: ['https://cdn.example.com'], ...net });
    await expect(fetcher.text(MANIFEST)).rejects.toThrow(
      new UnreadableError('cdn.example.com cannot be resolved (ENOTFOUND)'),
    );
  });

  it('resolves names with the system resolver by default, where localhost is loopback', async () => {
    const fetcher = createRemoteFetcher({ origins: ['https://localhost:8443'] });
    await expect(fetcher.text('https://localhost:8443/player/1.0.0/mf-manifest.json')).rejects.toThrow(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address;/,
    );
  });
});
