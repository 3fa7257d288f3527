import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import CopyPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { type Argv, createAppConfig, scriptRule } from '../tooling/webpack/create-config';

const dir = path.resolve(__dirname);

/**
 * dist/document-page.js: the only script of a static page (src/document-page.ts). A plain bundle of a few hundred
 * bytes, outside the federation: such a page loads no shared module and no remote.
 */
function documentPageConfig(_env: unknown, argv: Argv): Configuration {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    name: 'document-page',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'document-page': './src/document-page.ts' },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule(production)] },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
  };
}

function svgToPng(svg: Buffer, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

export default [
  createAppConfig({
    dir,
    name: 'host',
    devPort: 3000,
    title: 'Loading…',
    runtimePlugins: [path.join(dir, 'src/federation/remote-start-in-tasks.ts')],
    extraPlugins: [
      new CopyPlugin({
        patterns: [
          { from: 'public', to: '.' },
          // The page's icon, drawn once at build time: Chrome draws an SVG icon in a document of its own, which cost
          // a phone's main thread one of its longest tasks at every start; a small PNG is only decoded.
          {
            from: 'public/favicon.svg',
            to: 'favicon.png',
            transform: (svg) => svgToPng(svg, 64),
          },
          // The address browsers, feed readers and crawlers ask for by themselves, whatever the page names: the same
          // icon in the sizes of an .ico, each drawn from the SVG rather than scaled from one bitmap.
          {
            from: 'public/favicon.svg',
            to: 'favicon.ico',
            transform: async (svg) => {
              const { default: pngToIco } = await import('png-to-ico');
              return pngToIco([16, 32, 48].map((size) => svgToPng(svg, size)));
            },
          },
        ],
      }),
    ],
  }),
  documentPageConfig,
];
