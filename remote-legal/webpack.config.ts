import path from 'node:path';
import { createAppConfig, federationName } from '../tooling/webpack/create-config';
import { PUBLIC_LEGAL_PATHS } from './src/content/catalog';
import type { LegalMarkdownLoaderOptions } from './src/markdown/legal-markdown-loader';

const loaderOptions: LegalMarkdownLoaderOptions = {
  configFile: path.resolve(__dirname, 'legal.config.json'),
  internalPaths: [...PUBLIC_LEGAL_PATHS],
};

export default createAppConfig({
  dir: path.resolve(__dirname),
  name: federationName('legal'),
  exposes: { './routes': './src/routes.ts' },
  devPort: 3003,
  title: 'legal (standalone)',
  extraRules: [
    {
      // The legal documents, rendered to HTML at build time: a bad document fails the build.
      test: /\.md$/,
      include: path.resolve(__dirname, 'content'),
      type: 'javascript/auto',
      use: [
        { loader: path.resolve(__dirname, 'src/markdown/legal-markdown-loader.ts'), options: loaderOptions },
      ],
    },
  ],
});
