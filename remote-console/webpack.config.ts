import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { createAppConfig, federationName } from '../tooling/webpack/create-config';
import { createPrerenderConfig } from '../tooling/webpack/create-prerender-config';

const dir = path.resolve(__dirname);

const chakraRules: RuleSetRule[] = [
  {
    test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
    loader: path.join(__dirname, 'webpack/pure-theme-loader.cjs'),
  },
  // The global styles of the console's UI system as a stylesheet, not work at page start.
  {
    test: [
      /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
      /[\\/]shared[\\/]src[\\/]ui[\\/]console-global\.css$/,
    ],
    loader: path.join(__dirname, 'webpack/static-global-loader.cjs'),
  },
];

export default [
  createAppConfig({
    dir,
    name: federationName('console'),
    exposes: { './routes': './src/routes.ts' },
    devPort: 3002,
    title: 'console (standalone)',
    extraRules: chakraRules,
  }),
  createPrerenderConfig({ dir, extraRules: chakraRules }),
];
