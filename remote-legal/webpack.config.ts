import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { createAppConfig, federationName } from '../tooling/webpack/create-config';
import { createPrerenderConfig } from '../tooling/webpack/create-prerender-config';
import { PUBLIC_LEGAL_PATHS } from './src/content/catalog';
import type { LegalMarkdownLoaderOptions } from './src/markdown/legal-markdown-loader';

const dir = path.resolve(__dirname);

/** The legal documents, rendered to HTML at build time: a bad document fails the build. */
function markdownRule(inline: boolean): RuleSetRule {
  const options: LegalMarkdownLoaderOptions = {
    configFile: path.resolve(__dirname, 'legal.config.json'),
    internalPaths: [...PUBLIC_LEGAL_PATHS],
    inline,
  };
  return {
    test: /\.md$/,
    include: path.resolve(__dirname, 'content'),
    type: 'javascript/auto',
    use: [{ loader: path.resolve(__dirname, 'src/markdown/legal-markdown-loader.ts'), options }],
  };
}

export default [
  createAppConfig({
    dir,
    name: federationName('legal'),
    exposes: { './routes': './src/routes.ts' },
    devPort: 3003,
    title: 'legal (standalone)',
    extraRules: [markdownRule(false)],
  }),
  createPrerenderConfig({ dir, extraRules: [markdownRule(true)] }),
];
