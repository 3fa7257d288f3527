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

/** The first of a list of remotes (or anything with route patterns) that serves a path. */
export function remoteForPath<T extends { routes: readonly string[] }>(
  remotes: readonly T[],
  pathname: string,
): T | undefined {
  return remotes.find((remote) => remote.routes.some((pattern) => matchesRoute(pattern, pathname)));
}
