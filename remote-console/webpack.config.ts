import path from 'node:path';
import { createAppConfig, federationName } from '../tooling/webpack/create-config';

export default createAppConfig({
  dir: path.resolve(__dirname),
  name: federationName('console'),
  exposes: { './routes': './src/routes.ts' },
  devPort: 3002,
  title: 'console (standalone)',
  extraRules: [
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      loader: path.join(__dirname, 'webpack/pure-theme-loader.cjs'),
    },
  ],
});
