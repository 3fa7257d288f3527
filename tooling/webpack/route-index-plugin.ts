import webpack, { type Compilation, type Compiler, type WebpackPluginInstance } from 'webpack';
import {
  ROUTES_FILE,
  ROUTE_ASSETS_FILE,
  ROUTE_CHUNK_PREFIX,
  type RoutePath,
  routeChunkNames,
  routePatterns,
} from '@site/contracts/remote-build';

async function loadRecords(routesModule: string): Promise<RoutePath[]> {
  const loaded = (await import(routesModule)) as { default?: unknown };
  // A CommonJS module loaded through import() may arrive with its exports object as the default.
  const records = (loaded.default as { default?: unknown } | undefined)?.default ?? loaded.default;
  if (!Array.isArray(records) || records.length === 0) {
    throw new Error(`${routesModule} has no route records (its default export)`);
  }
  return records as RoutePath[];
}

/** The scripts and styles of the chunk group `route-<name>`; throws when the build has no such group. */
function chunkFiles(compilation: Compilation, name: string): string[] {
  const group = compilation.namedChunkGroups.get(`${ROUTE_CHUNK_PREFIX}${name}`);
  if (!group) {
    throw new Error(
      `a route names the chunk "${name}", but no import is marked /* webpackChunkName: "${ROUTE_CHUNK_PREFIX}${name}" */`,
    );
  }
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file)));
}

/** Each pattern whose records name chunks, with their files (its layout's first), for route-assets.json. */
export function routeAssets(compilation: Compilation, records: RoutePath[]): Record<string, string[]> {
  const assets: Record<string, string[]> = {};
  for (const [pattern, names] of routeChunkNames(records)) {
    const files = [...new Set(names.flatMap((name) => chunkFiles(compilation, name)))];
    if (files.length > 0) assets[pattern] = files;
  }
  return assets;
}

/**
 * Emits routes.json, the path patterns of the remote's pages, from the module the remote exposes as ./routes. The
 * server takes a release's routes from the build itself, never from whoever calls the release API: routes that
 * differ from the build's send the remote's pages to the wrong remote, or to none. Beside it, route-assets.json: the
 * files of the chunks each route's records name, which the server hints with the route's pages.
 */
export class RouteIndexPlugin implements WebpackPluginInstance {
  constructor(private readonly routesModule: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteIndexPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const records = await loadRecords(this.routesModule);
            const routes = routePatterns(records);
            // The server's rule for a pattern (server/src/releases/store.ts checkRoutes): better refused here.
            const bad = routes.find((route) => !/^\/\S*$/.test(route) || route.length > 200);
            if (bad !== undefined) {
              throw new Error(
                `route pattern "${bad}" must start with / and contain no whitespace (200 characters at most)`,
              );
            }
            if (routes.length > 500)
              throw new Error(`${routes.length} route patterns: the server takes 500 at most`);
            const json = `${JSON.stringify({ routes }, null, 2)}\n`;
            compilation.emitAsset(ROUTES_FILE, new webpack.sources.RawSource(json));
            const assets = `${JSON.stringify({ routes: routeAssets(compilation, records) }, null, 2)}\n`;
            compilation.emitAsset(ROUTE_ASSETS_FILE, new webpack.sources.RawSource(assets));
          } catch (error) {
            compilation.errors.push(
              new webpack.WebpackError(`RouteIndexPlugin: ${(error as Error).message}`),
            );
          }
        },
      );
    });
  }
}
