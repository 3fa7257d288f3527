import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack';
import { ROUTES_FILE, type RoutePath, routePatterns } from '@site/contracts/remote-build';

async function loadRecords(routesModule: string): Promise<RoutePath[]> {
  const loaded = (await import(routesModule)) as { default?: unknown };
  // A CommonJS module loaded through import() may arrive with its exports object as the default.
  const records = (loaded.default as { default?: unknown } | undefined)?.default ?? loaded.default;
  if (!Array.isArray(records) || records.length === 0) {
    throw new Error(`${routesModule} has no route records (its default export)`);
  }
  return records as RoutePath[];
}

/**
 * Emits routes.json, the path patterns of the remote's pages, from the module the remote exposes as ./routes. The
 * server takes a release's routes from the build itself, never from whoever calls the release API: routes that
 * differ from the build's send the remote's pages to the wrong remote, or to none.
 */
export class RouteIndexPlugin implements WebpackPluginInstance {
  constructor(private readonly routesModule: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteIndexPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const routes = routePatterns(await loadRecords(this.routesModule));
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
