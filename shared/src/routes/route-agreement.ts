import { routePatterns } from '@site/contracts/remote-build';
import { canonicalPath, matchesRoute, pageAddress } from '@site/contracts/route-match';
import { matchPath, matchRoutes } from 'react-router';
import type { RouteHandle } from './to-route-objects';
import { toRouteObjects } from './to-route-objects';
import type { RouteRecord } from './route-record';

// The server chooses a page's remote and canonical address with contracts/src/route-match.ts, in its main thread,
// where React (and so React Router) is not loaded; the browser and the render match the same address with React
// Router. These checks prove the two agree on a route table, for addresses generated from its own patterns: each
// remote's tests run them on its routes.ts, and contracts' areas are run through them in shared's tests.

/** What one side made of an address: the pattern of the page it shows and the page's own address, or no page. */
export interface AddressAnswer {
  pattern?: string;
  address?: string;
}

export interface Disagreement {
  address: string;
  server: AddressAnswer;
  browser: AddressAnswer;
}

// Values a parameter takes in the generated addresses: plain, mixed case, percent-encoded (a letter, a slash, a
// multi-byte character, a malformed escape) and the dot segments a path may still carry when sent raw.
const PARAM_VALUES = ['12', 'Ab7', '%41b', 'a%2Fb', '%E3%81%82', '%zz', '..', '.'];
const SPLAT_VALUES = ['', 'x', 'Deep/Er'];

function instances(pattern: string): string[] {
  let found: string[][] = [[]];
  const parts = pattern.split('/').filter((part) => part !== '');
  parts.forEach((part, index) => {
    if (part === '*' && index === parts.length - 1) {
      found = found.flatMap((built) => SPLAT_VALUES.map((value) => (value ? [...built, value] : built)));
    } else if (part.startsWith(':')) {
      const taken = found.flatMap((built) => PARAM_VALUES.map((value) => [...built, value]));
      found = part.endsWith('?') ? [...found, ...taken] : taken;
    } else {
      found = found.map((built) => [...built, part]);
    }
  });
  return found.map((built) => `/${built.join('/')}`);
}

/** A fixed letter percent-encoded, as a hand-typed or over-encoded link may carry it. */
function encodeFirstLetter(path: string): string {
  return path.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
}

function variants(path: string): string[] {
  const trimmed = path.replace(/\/$/, '') || '/';
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/')) || '/';
  return [
    path,
    path.toUpperCase(),
    path.toLowerCase(),
    `${trimmed}/`,
    `${trimmed}//`,
    trimmed.replace('/', '//'),
    trimmed.replace(/\/([^/]*)$/, '//$1'),
    `${trimmed}/extra`,
    `${trimmed}/../x`,
    `/x/..${trimmed}`,
    parent,
    encodeFirstLetter(trimmed),
  ];
}

/** Addresses to check a route table with: every pattern filled in several ways, each in several spellings. */
export function addressesFor(patterns: readonly string[]): string[] {
  const all = new Set<string>(['/', '//', '/%', '/nowhere']);
  for (const pattern of patterns) {
    for (const path of instances(pattern)) for (const variant of variants(path)) all.add(variant);
  }
  return [...all];
}

/** The server's answer: the first pattern that matches, and the address it writes (static-site's page route). */
export function serverAnswer(patterns: readonly string[], address: string): AddressAnswer {
  const pattern = patterns.find((candidate) => matchesRoute(candidate, address));
  return pattern === undefined ? {} : { pattern, address: pageAddress(patterns, address) };
}

/** React Router's answer on the route objects the host and the render build from the records. */
export function browserAnswer(records: RouteRecord[], address: string): AddressAnswer {
  const matches = matchRoutes(toRouteObjects(records, 'check'), address);
  const leaf = matches?.at(-1);
  if (!leaf) return {};
  const pattern = (leaf.route.handle as RouteHandle).fullPath;
  return { pattern, address: canonicalPath(pattern, address) };
}

/** Every generated address on which the server and React Router disagree about a remote's route table. */
export function routeTableDisagreements(records: RouteRecord[]): Disagreement[] {
  const patterns = routePatterns(records);
  return addressesFor(patterns).flatMap((address) => {
    const server = serverAnswer(patterns, address);
    const browser = browserAnswer(records, address);
    const same = samePattern(server.pattern, browser.pattern) && server.address === browser.address;
    return same ? [] : [{ address, server, browser }];
  });
}

// A layout's pattern and its index page's ("/user/info" and "/user/info/", a child with an empty path) are one page's.
function samePattern(a: string | undefined, b: string | undefined): boolean {
  return a?.replace(/(.)\/$/, '$1') === b?.replace(/(.)\/$/, '$1');
}

/**
 * Every generated address on which the server's test of one pattern and React Router's (`matchPath`, as a router
 * matches an address: any letter case, the path decoded) disagree: for patterns that are not a route table's, such as
 * the remotes' areas.
 */
export function patternDisagreements(patterns: readonly string[]): Disagreement[] {
  return addressesFor(patterns).flatMap((address) =>
    patterns.flatMap((pattern) => {
      const server = matchesRoute(pattern, address);
      const match = matchPath({ path: pattern, caseSensitive: false, end: true }, decodeForRouter(address));
      return server === (match !== null)
        ? []
        : [{ address, server: server ? { pattern } : {}, browser: match ? { pattern } : {} }];
    }),
  );
}

// As React Router decodes a path before it matches it (each segment, an encoded slash kept encoded).
function decodeForRouter(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}
