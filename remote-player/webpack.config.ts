import path from 'node:path';
import { createAppConfig, federationName } from '../tooling/webpack/create-config';
import { createPrerenderConfig } from '../tooling/webpack/create-prerender-config';

const dir = path.resolve(__dirname);

export default [
  createAppConfig({
    dir,
    name: federationName('player'),
    exposes: { './routes': './src/routes.ts' },
    devPort: 3001,
    title: 'player (standalone)',
  }),
  createPrerenderConfig({ dir }),
];
