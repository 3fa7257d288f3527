/**
 * Whether a path matches a route pattern, as React Router matches it (the browser's router and the page's render):
 * case-insensitive, ":name" for one segment (":name?" for one or none), a trailing "*" for the rest, trailing slashes
 * ignored. The server matches in its main thread, where React Router (which loads React) is not; shared's
 * route-agreement checks prove the two agree on every remote's table.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return canonicalPath(pattern, pathname) !== undefined;
}

interface PathSegments {
  /** As the address writes them: a canonical address keeps its parameters as they were sent. */
  raw: string[];
  /** As the router compares them: percent-decoded (an encoded slash stays encoded), lower case. */
  compared: string[];
}

// Like React Router: one leading slash, any number of trailing ones; an empty segment inside the path is a segment
// (only an optional parameter or the rest can take it); the whole path stays undecoded when one escape is malformed.
function pathSegments(pathname: string): PathSegments | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const raw = pathname.slice(1).replace(/\/+$/, '').split('/');
  if (raw.length === 1 && raw[0] === '') raw.pop();
  let decoded: string[];
  try {
    decoded = raw.map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'));
  } catch {
    decoded = raw;
  }
  return { raw, compared: decoded.map((segment) => segment.toLowerCase()) };
}

/**
 * The path as the pattern writes it, when the pattern matches it: the pattern's own letter case for its fixed
 * segments, the path's for its parameters and the rest under "*"; undefined when the pattern does not match. Two
 * addresses that differ in letter case show one page: this is its address.
 */
export function canonicalPath(pattern: string, pathname: string): string | undefined {
  const have = pathSegments(pathname);
  if (!have) return undefined;
  const want = pattern.split('/').filter((part) => part !== '');
  const built = canonicalSegments(want, have, 0);
  return built && `/${built.filter((segment) => segment !== '').join('/')}`;
}

function canonicalSegments(want: string[], have: PathSegments, at: number): string[] | undefined {
  const [part, ...restWant] = want;
  const segment = have.raw[at];
  if (part === undefined) return segment === undefined ? [] : undefined;
  if (part === '*' && restWant.length === 0) return have.raw.slice(at);
  if (part.startsWith(':') && part.endsWith('?')) {
    const taken = segment === undefined ? undefined : canonicalSegments(restWant, have, at + 1);
    if (taken) return [segment!, ...taken];
    return canonicalSegments(restWant, have, at);
  }
  if (segment === undefined || segment === '') return undefined;
  const isParam = part.startsWith(':');
  if (!isParam && part.toLowerCase() !== have.compared[at]) return undefined;
  const rest = canonicalSegments(restWant, have, at + 1);
  return rest && [isParam ? segment : part, ...rest];
}

/** The first of a list of remotes (or anything with route patterns) that serves a path. */
export function remoteForPath<T extends { routes: readonly string[] }>(
  remotes: readonly T[],
  pathname: string,
): T | undefined {
  return remotes.find((remote) => remote.routes.some((pattern) => matchesRoute(pattern, pathname)));
}

/**
 * The address of the site's not-found page (SPEC: "A separate not-found page also exists"). A remote serves it as a
 * page; the server answers it with the status it stands for, 404, as it does any address no page has.
 */
export const NOT_FOUND_PATH = '/404';

/** SPEC section 2: "/" and unknown paths go to /dmg when the address contains "dmg", otherwise to /home. */
export function fallbackPath(href: string): '/dmg' | '/home' {
  return href.includes('dmg') ? '/dmg' : '/home';
}

/** A path as the first of a table's patterns that matches it writes it (letter case, no trailing slash). */
export function pageAddress(patterns: readonly string[], pathname: string): string | undefined {
  for (const pattern of patterns) {
    const address = canonicalPath(pattern, pathname);
    if (address !== undefined) return address;
  }
  return undefined;
}
