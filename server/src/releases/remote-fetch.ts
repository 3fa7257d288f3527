import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type ConnectTarget, type HttpsGetLimits, httpsGetText } from './https-get.js';
import { nonPublicKind } from './public-address.js';
import { RefusedAddressError, UnreadableError } from './read-errors.js';

/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<ConnectTarget[]>;

export interface RemoteFetcher {
  /** The text at an https:// address on a listed origin; throws RefusedAddressError or UnreadableError. */
  text(address: string, options?: { timeoutMs?: number }): Promise<string>;
}

export interface RemoteFetcherOptions {
  /** The origins (https://host[:port]) manifests may come from: REMOTE_MANIFEST_ORIGINS. */
  origins: readonly string[];
  resolve?: Resolve;
  get?: (url: URL, to: ConnectTarget, limits: HttpsGetLimits) => Promise<string>;
  timeoutMs?: number;
  maxBytes?: number;
}

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const NEVER =
  'remote manifests are never fetched from loopback, private, link-local or other non-public addresses';

/**
 * Reads a remote build's files from a CDN without letting the address reach anything else: only from origins the
 * configuration lists, and only when every address the host name resolves to is a public one. The request then
 * connects to the address that was checked, not to a second lookup's answer.
 */
export function createRemoteFetcher(options: RemoteFetcherOptions): RemoteFetcher {
  const origins = new Set(options.origins);
  const resolve = options.resolve ?? systemResolve;
  const get = options.get ?? httpsGetText;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  return {
    async text(address, { timeoutMs = options.timeoutMs ?? 10_000 } = {}) {
      if (!URL.canParse(address)) throw new RefusedAddressError(`${address} is not an address`);
      const url = new URL(address);
      if (url.protocol !== 'https:' || !origins.has(url.origin)) {
        throw new RefusedAddressError(`${url.origin} is not listed in REMOTE_MANIFEST_ORIGINS`);
      }
      // URL writes an IPv6 host in brackets.
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      let targets: ConnectTarget[];
      if (isIP(host)) {
        targets = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
      } else {
        targets = await resolve(host).catch((error: NodeJS.ErrnoException) => {
          throw new UnreadableError(`${host} cannot be resolved (${error.code ?? error.message})`);
        });
      }
      for (const target of targets) {
        const kind = nonPublicKind(target.address);
        if (kind) {
          const what = target.address === host ? `${host} is` : `${host} resolves to ${target.address},`;
          throw new RefusedAddressError(`${what} ${kind}; ${NEVER}`);
        }
      }
      const [first] = targets;
      if (!first) throw new UnreadableError(`${host} resolves to no address`);
      return get(url, first, { timeoutMs, maxBytes });
    },
  };
}
