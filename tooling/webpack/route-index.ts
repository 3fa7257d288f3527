// Kept apart from the webpack plugin, so that the publish scripts read a build's routes without loading webpack.

/** Written beside mf-manifest.json; the server reads a release's routes from it (server/src/releases/store.ts). */
export const ROUTES_FILE = 'routes.json';

/** What the patterns need of a route record (shared/src/routes/route-record.ts). */
export interface RoutePath {
  path: string;
  children?: RoutePath[];
}

/** Full path patterns of a remote's route records, children under their parent, in the records' order. */
export function routePatterns(records: RoutePath[], parent = ''): string[] {
  return records.flatMap((record) => {
    const full = record.path.startsWith('/') ? record.path : `${parent.replace(/\/$/, '')}/${record.path}`;
    return [full, ...routePatterns(record.children ?? [], full)];
  });
}
