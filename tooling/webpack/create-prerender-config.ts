import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { type Argv, CSS_MODULES, MINIFY_CSS_LOADER, scriptRule } from './create-config';
import { reactRouterBrowser } from './react-router-browser';

export interface PrerenderConfigOptions {
  /** The remote's folder (where its package.json is). */
  dir: string;
  extraRules?: RuleSetRule[];
}

/**
 * The remote's pages built for Node: dist/prerender/render.cjs, one self-contained file (React, the router and every
 * page inside, nothing to install beside it) that exports `render` from src/prerender.ts. The server calls it to
 * send a page's first view as HTML, so the page shows before its scripts run. Class names match the browser build
 * (same CSS module naming); each CSS module reports its stylesheet when a render reads one of its class names, so
 * a page carries only the styles it uses.
 */
export function createPrerenderConfig(options: PrerenderConfigOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const production = (argv.mode ?? 'production') === 'production';
    const routerBuild = reactRouterBrowser(options.dir);
    const router = routerBuild.alias(production);
    return {
      name: 'prerender',
      mode: production ? 'production' : 'development',
      context: options.dir,
      target: 'node20',
      entry: { render: './src/prerender.ts' },
      devtool: false,
      output: {
        path: path.join(options.dir, 'dist/prerender'),
        filename: 'render.cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          // One copy of the router: both packages are the router's production build (its package points every
          // condition at the development one), whole, for its server rendering API (the static handler and router).
          ...router,
          'react-router$': router['react-router-browser-core$'],
          'react-router-dom$': router['react-router-browser-core$'],
          // Sanitising needs a DOM, which Node has not.
          dompurify$: path.resolve(__dirname, 'prerender-dompurify.ts'),
        },
      },
      // jsdom's (prerender-dompurify.ts) optional native add-ons: it runs without them, and they are not installed.
      externals: {
        canvas: 'commonjs canvas',
        bufferutil: 'commonjs bufferutil',
        'utf-8-validate': 'commonjs utf-8-validate',
      },
      module: {
        rules: [
          scriptRule(production),
          {
            test: /\.css$/,
            use: [
              path.resolve(__dirname, 'prerender-css-loader.cjs'),
              { loader: 'css-loader', options: { sourceMap: false, url: false, modules: CSS_MODULES } },
              ...(production ? [MINIFY_CSS_LOADER] : []),
            ],
          },
          ...(options.extraRules ?? []),
        ],
      },
      // Read by the server, never downloaded by a browser: readable code beats small code here.
      optimization: { minimize: false },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        routerBuild.productionFiles,
        // Each render's API calls go through the fetch the server gave it (shared/src/api/render-fetch.node.ts).
        new webpack.NormalModuleReplacementPlugin(/[\\/]render-fetch$/, (resource: { request: string }) => {
          resource.request = `${resource.request}.node`;
        }),
      ],
      performance: { hints: false },
    };
  };
}
