// Which paths each remote's pages may take. The host sends a path to the first remote whose route patterns match it,
// so a build that claimed another remote's paths (or /api, or everything) would take those pages over: a release
// is checked against its remote's area first. The server's configuration declares the areas (REMOTE_AREA_<NAME>);
// these are the defaults, and each remote's unit tests check its own route table against them.
// Browsers never load this module; the server and the remotes' tests do.

import { CONSOLE_MENU } from './console-menu.js';

/** Route patterns as routes.json writes them (`/home`, `/home/notice/:id`, `/dashboard/*`), by remote name. */
export type RouteAreas = Readonly<Record<string, readonly string[]>>;

/** SPEC section 2, "Public top-level pages": each also under /dmg and /dmg/m. */
export const LEGAL_PAGES = [
  'user',
  'privacy',
  'SpecifiedCommercial',
  'guidelines',
  'settlement',
  'user_en',
  'user_cht',
  'privacy_en',
  'privacy_cht',
] as const;

/** Paths the server answers itself: no page may take them. `/` is the host's, which sends a visitor on. */
export const SERVER_PATHS = [
  '/',
  '/api',
  '/api/*',
  '/remotes',
  '/remotes/*',
  '/remotes.json',
  '/customer/*',
  '/preview',
  '/preview/*',
] as const;

/**
 * The three remotes' areas. The player has /home and /dmg and the not-found page; the legal documents (at the top
 * level and under /dmg) are carved out of the player's /dmg, a more precise pattern winning over a broader one; the
 * console has its login pages, /redirect and every section of its menu (/user/… but not /user, the terms page).
 */
export const DEFAULT_ROUTE_AREAS: RouteAreas = {
  player: ['/home', '/home/*', '/dmg', '/dmg/*', '/404'],
  legal: LEGAL_PAGES.flatMap((page) => [`/${page}`, `/dmg/${page}`, `/dmg/m/${page}`]),
  console: [
    '/login',
    '/login/*',
    '/redirect/*',
    ...CONSOLE_MENU.flatMap((entry) => (entry.kind === 'section' ? [`${entry.path}/*`] : [])),
  ],
};

type Segment = { kind: 'fixed'; text: string } | { kind: 'param' } | { kind: 'rest' };

// More optional segments than this in one pattern are refused rather than expanded (2^n alternatives).
const MAX_OPTIONAL_SEGMENTS = 6;

/**
 * A pattern as the paths it matches, the way the host's router reads it (contracts/src/route-match.ts): fixed
 * segments in any letter case, ":name" one segment, ":name?" one or none (two alternatives), a final "*" any rest,
 * none included. Undefined for a pattern with too many optional segments.
 */
function alternatives(pattern: string): Segment[][] | undefined {
  const parts = pattern.split('/').filter((part) => part !== '');
  if (parts.filter((part) => part.startsWith(':') && part.endsWith('?')).length > MAX_OPTIONAL_SEGMENTS) {
    return undefined;
  }
  let found: Segment[][] = [[]];
  parts.forEach((part, index) => {
    if (part === '*' && index === parts.length - 1) {
      found = found.map((segments) => [...segments, { kind: 'rest' }]);
    } else if (part.startsWith(':')) {
      const with_ = found.map((segments): Segment[] => [...segments, { kind: 'param' }]);
      found = part.endsWith('?') ? [...found, ...with_] : with_;
    } else {
      found = found.map((segments) => [...segments, { kind: 'fixed', text: part.toLowerCase() }]);
    }
  });
  return found;
}

/** Whether every path `inner` matches is matched by `outer`. */
function covers(outer: Segment[], inner: Segment[]): boolean {
  for (let i = 0; ; i += 1) {
    const o = outer[i];
    const n = inner[i];
    if (o?.kind === 'rest') return true;
    if (o === undefined || n === undefined) return o === n;
    if (n.kind === 'rest') return false;
    if (o.kind === 'fixed' && (n.kind !== 'fixed' || n.text !== o.text)) return false;
  }
}

/** Whether some path is matched by both. */
function overlaps(a: Segment[], b: Segment[]): boolean {
  for (let i = 0; ; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x?.kind === 'rest' || y?.kind === 'rest') return true;
    if (x === undefined || y === undefined) return x === y;
    if (x.kind === 'fixed' && y.kind === 'fixed' && x.text !== y.text) return false;
  }
}

interface AreaPattern {
  remote: string;
  pattern: string;
  segments: Segment[];
}

function areaPatterns(remote: string, patterns: readonly string[]): AreaPattern[] {
  return patterns.flatMap((pattern) =>
    (alternatives(pattern) ?? []).map((segments) => ({ remote, pattern, segments })),
  );
}

const SERVER_AREA = areaPatterns('the server', SERVER_PATHS);

/**
 * Why a route pattern of `remote`'s build may not go live, or undefined when it keeps to the remote's area. A path
 * belongs to the area whose most precise pattern matches it: a route may take a path of a broader pattern of another
 * remote only inside a narrower pattern of its own (the legal remote's /dmg/user inside the player's /dmg/*), never
 * one of a narrower or equal pattern of another remote, nor a path the server answers, nor every top-level path.
 */
export function routeOutsideArea(remote: string, route: string, areas: RouteAreas): string | undefined {
  const own = areas[remote];
  if (!own || own.length === 0) return `${remote} has no area of paths on this server`;
  const routeAlternatives = alternatives(route);
  if (!routeAlternatives) return `${route} has more than ${MAX_OPTIONAL_SEGMENTS} optional segments`;
  const mine = areaPatterns(remote, own);
  const others = Object.entries(areas)
    .filter(([name]) => name !== remote)
    .flatMap(([name, patterns]) => areaPatterns(name, patterns));

  for (const segments of routeAlternatives) {
    const first = segments[0];
    if (first === undefined || first.kind !== 'fixed') {
      return `${route} is a catch-all: it would take ${first === undefined ? 'the site\'s top page "/"' : 'every top-level path'}`;
    }
    const server = SERVER_AREA.find((reserved) => overlaps(reserved.segments, segments));
    if (server) return `${route} takes paths the server answers itself (${server.pattern})`;
    const taken = others.filter((other) => overlaps(other.segments, segments));
    // A broader pattern of another remote gives way to a narrower one of this remote's.
    const givesWay = (other: AreaPattern, area: AreaPattern) =>
      covers(other.segments, area.segments) && !covers(area.segments, other.segments);
    const holders = mine.filter((area) => covers(area.segments, segments));
    if (holders.some((area) => taken.every((other) => givesWay(other, area)))) continue;
    const claimed = taken.find((other) => !holders.some((area) => givesWay(other, area))) ?? taken[0];
    if (claimed) return `${route} takes paths of ${claimed.remote}'s area (${claimed.pattern})`;
    return `${route} lies outside ${remote}'s area`;
  }
  return undefined;
}
