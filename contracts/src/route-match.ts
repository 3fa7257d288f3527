/**
 * Whether a path matches a route pattern, as the host's router matches it: case-insensitive, ":name" for one
 * segment (":name?" for one or none), a trailing "*" for the rest, trailing slashes ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  let at = 0;
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return true;
    if (part.startsWith(':') && part.endsWith('?')) {
      // An optional segment takes the path's next one only when what follows still matches.
      if (have[at] !== undefined && matchesFrom(want, i + 1, have, at + 1)) return true;
      continue;
    }
    const segment = have[at];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
    at += 1;
  }
  return at === have.length;
}

function matchesFrom(want: string[], wantAt: number, have: string[], haveAt: number): boolean {
  return matchesRoute(`/${want.slice(wantAt).join('/')}`, `/${have.slice(haveAt).join('/')}`);
}

function segments(value: string): string[] {
  return value
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');
}

function rawSegments(value: string): string[] {
  return value.split('/').filter((part) => part !== '');
}

/**
 * The path as the pattern writes it, when the pattern matches it: the pattern's own letter case for its fixed
 * segments, the path's for its parameters and the rest under "*"; undefined when the pattern does not match. Two
 * addresses that differ in letter case show one page: this is its address.
 */
export function canonicalPath(pattern: string, pathname: string): string | undefined {
  const built = canonicalSegments(rawSegments(pattern), rawSegments(pathname));
  return built && `/${built.join('/')}`;
}

function canonicalSegments(want: string[], have: string[]): string[] | undefined {
  const [part, ...restWant] = want;
  if (part === undefined) return have.length === 0 ? [] : undefined;
  if (part === '*' && restWant.length === 0) return have;
  const [segment, ...restHave] = have;
  if (part.startsWith(':') && part.endsWith('?')) {
    const taken = segment === undefined ? undefined : canonicalSegments(restWant, restHave);
    if (taken) return [segment!, ...taken];
    return canonicalSegments(restWant, have);
  }
  if (segment === undefined) return undefined;
  const isParam = part.startsWith(':');
  if (!isParam && part.toLowerCase() !== segment.toLowerCase()) return undefined;
  const rest = canonicalSegments(restWant, restHave);
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
