import path from 'node:path';
import zlib from 'node:zlib';
import { type ZopfliOptions, gzip as zopfliGzip } from '@gfx/zopfli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PAGE_INLINE_SCRIPT } from '@site/contracts/page-inline-script';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'webpack';
import 'webpack-dev-server';
import { FederationSharedPlugin } from './federation-shared-plugin';
import { federationRuntimeEsm } from './federation-runtime-esm';
import { packageFacade } from './package-facade';
import { reactRouterBrowser } from './react-router-browser';
import { RouteIndexPlugin } from './route-index-plugin';
import { isAppOwnEntriesWarning, sharedSingletons } from './shared-singletons';
import { StartupPreloadPlugin } from './startup-preload-plugin';

export interface AppConfigOptions {
  /** The app's folder (where its package.json is). */
  dir: string;
  /** Federation container name. */
  name: string;
  /** Modules a remote exposes; absent for the host. */
  exposes?: Record<string, string>;
  devPort: number;
  /** Title of the standalone development page. */
  title: string;
  extraRules?: RuleSetRule[];
  extraPlugins?: WebpackPluginInstance[];
  /** Further federation runtime plugins (files), after the one every app has. */
  runtimePlugins?: string[];
  publicPath?: string;
}

/** Every app's federation runtime plugin: shared singletons are not version-checked again in the page. */
const SINGLETONS_AS_RELEASED = path.resolve(
  __dirname,
  '../../shared/src/federation/singletons-as-released.ts',
);

export type Argv = { mode?: Configuration['mode'] };

/** CSS module class names; the prerender build names them alike, so its markup matches the page's stylesheets. */
export const CSS_MODULES = { auto: true, namedExport: false, localIdentName: '[local]_[hash:base64:5]' };

export const MINIFY_CSS_LOADER = path.resolve(__dirname, 'minify-css-loader.cjs');

/** V8's explicit compile hint for a whole file (Chrome 136 and later; other engines read a comment). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function scriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const production = (argv.mode ?? 'production') === 'production';
    const isRemote = Boolean(options.exposes);
    const router = reactRouterBrowser(options.dir);
    // The console's UI system, tree-shaken to what the apps use. The host uses none of it, so it leaves providing
    // it to the remote that needs it: a remote released later with new imports brings them along.
    const chakra = packageFacade(options.dir, '@chakra-ui/react');
    const uiPackages = ['@chakra-ui/react', '@emotion/react'];
    const shared = sharedSingletons(options.dir, {
      router,
      facades: { '@chakra-ui/react': chakra },
      consumeOnly: isRemote ? [] : uiPackages,
    });
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        // Entry names stay stable (federation needs it); only chunks carry a content hash, so they can be cached
        // for good while entry files and manifests are revalidated.
        filename: '[name].js',
        chunkFilename: '[id].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: options.publicPath ?? (isRemote ? 'auto' : '/'),
        // Builds beside this one write there too: a remote's prerender (create-prerender-config.ts) into
        // dist/prerender, the host's static-page script (host/webpack.config.ts) as dist/document-page.js.
        clean: { keep: /^(prerender[\\/]|document-page\.js)/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { ...router.alias(production), ...chakra.alias },
      },
      module: {
        rules: [
          scriptRule(production),
          {
            test: /\.css$/,
            use: [
              // Production styles are real stylesheets, fetched beside the chunk that needs them rather than carried
              // inside its JavaScript.
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  // A CSS source map would be embedded in the JavaScript that carries the styles.
                  sourceMap: false,
                  modules: CSS_MODULES,
                },
              },
              ...(production ? [MINIFY_CSS_LOADER] : []),
            ],
          },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
          federationRuntimeEsm,
          ...(options.extraRules ?? []),
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
          shared,
          // A remote's entry is fetched only when a page needs it, so one remote down cannot break the start.
          shareStrategy: 'loaded-first',
          runtimePlugins: [SINGLETONS_AS_RELEASED, ...(options.runtimePlugins ?? [])],
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // The host provides the federation runtime; remotes use it instead of shipping their own copy.
          experiments: {
            ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            // Remotes are registered by their entry file, not their manifest: the manifest would cost the page one more
            // round trip before any remote code, and the runtime that reads it 4 KB. The server puts preload hints
            // for the entry and the ./routes assets into the page instead.
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(options.dir, 'src/index.html'),
          title: options.title,
          chunks: ['main'],
          scriptLoading: 'defer',
          // The host's template places its entry script and preload hints itself, each between the named markers the
          // server fills a page's document by (server/src/pages/page-template.ts).
          inject: isRemote,
          minify: false,
          // For the host's template, which runs it first in its head.
          pageInlineScript: PAGE_INLINE_SCRIPT,
        }),
        ...(production
          ? [
              new CompressionPlugin<ZopfliOptions>({
                filename: '[path][base].gz',
                // Files are compressed once at build time and served many times, so the slower, denser zopfli
                // encoder pays for itself: about 3 % fewer bytes than zlib's best, readable by every gzip client.
                algorithm: zopfliGzip,
                compressionOptions: { numiterations: 15 },
                test: /\.(js|css|html|json|svg)$/,
                threshold: 512,
                minRatio: 0.9,
              }),
              new CompressionPlugin<zlib.BrotliOptions>({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 512,
                minRatio: 0.9,
              }),
            ]
          : []),
        ...(isRemote ? [] : [new StartupPreloadPlugin()]),
        router.productionFiles,
        // The host says what it shares, so the server can refuse a remote release the live host cannot run.
        ...(isRemote ? [] : [new FederationSharedPlugin(options.dir, shared)]),
        // A remote says which paths it serves, beside its manifest; the server releases it with these routes.
        ...(options.exposes?.['./routes']
          ? [new RouteIndexPlugin(path.resolve(options.dir, options.exposes['./routes']))]
          : []),
        ...(production
          ? [
              // Every script the page loads is loaded to run at once, so V8 may compile all of its functions while
              // it downloads, off the main thread, rather than each on its first call on the main thread (a
              // quarter of a phone's start-up work was such compiles). Added after minification, which would drop
              // the comment, and before the source maps, which then count its line.
              new webpack.BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
              new MiniCssExtractPlugin({
                filename: '[name].css',
                chunkFilename: '[id].[contenthash:8].css',
              }),
            ]
          : []),
        ...(options.extraPlugins ?? []),
      ],
      performance: { hints: false },
      ignoreWarnings: [isAppOwnEntriesWarning],
      devServer: {
        host: '127.0.0.1',
        port: options.devPort,
        historyApiFallback: true,
        headers: { 'access-control-allow-origin': '*' },
        proxy: [{ context: ['/api', '/customer'], target: 'http://127.0.0.1:8400' }],
        hot: false,
        client: { overlay: { warnings: false } },
      },
    };
  };
}

export { federationName } from '@site/contracts/federation-name';
