import webpack, {
  type ChunkGroup,
  type Compilation,
  type Compiler,
  type WebpackPluginInstance,
} from 'webpack';
import {
  ROUTES_FILE,
  ROUTE_ASSETS_FILE,
  ROUTE_CHUNK_PREFIX,
  type RoutePath,
  routeChunkNames,
  routePatterns,
} from '@site/contracts/remote-build';
import type { RouteAssets } from '@site/contracts/build-assets';
import { groupFiles, walkWithShares } from './shared-chunks';

async function loadRecords(routesModule: string): Promise<RoutePath[]> {
  const loaded = (await import(routesModule)) as { default?: unknown };
  // A CommonJS module loaded through import() may arrive with its exports object as the default.
  const records = (loaded.default as { default?: unknown } | undefined)?.default ?? loaded.default;
  if (!Array.isArray(records) || records.length === 0) {
    throw new Error(`${routesModule} has no route records (its default export)`);
  }
  return records as RoutePath[];
}

/** The chunk group `route-<name>`; throws when the build has no such group. */
function routeGroup(compilation: Compilation, name: string): ChunkGroup {
  const group = compilation.namedChunkGroups.get(`${ROUTE_CHUNK_PREFIX}${name}`);
  if (!group) {
    throw new Error(
      `a route names the chunk "${name}", but no import is marked /* webpackChunkName: "${ROUTE_CHUNK_PREFIX}${name}" */`,
    );
  }
  return group;
}

/** route-assets.json: the files of the chunks each route's records name, and the shared modules they consume. */
export function routeAssets(compilation: Compilation, records: RoutePath[]): RouteAssets {
  const assets: RouteAssets = { routes: {}, shared: {} };
  for (const [pattern, names] of routeChunkNames(records)) {
    const groups = names.map((name) => routeGroup(compilation, name));
    const own = groupFiles(groups);
    if (own.length === 0) continue;
    assets.routes[pattern] = own;
    const { consumed } = walkWithShares(compilation, groups);
    if (consumed.size === 0) continue;
    assets.shared[pattern] = Object.fromEntries([...consumed].sort(([a], [b]) => a.localeCompare(b)));
  }
  return assets;
}

/**
 * Emits routes.json, the path patterns of the remote's pages, from the module the remote exposes as ./routes. The
 * server takes a release's routes from the build itself, never from whoever calls the release API: routes that
 * differ from the build's send the remote's pages to the wrong remote, or to none. Beside it, route-assets.json: the
 * files of the chunks each route's records name and of the shared modules they consume, which the server hints with
 * the route's pages.
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
            const assets = `${JSON.stringify(routeAssets(compilation, records), null, 2)}\n`;
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
