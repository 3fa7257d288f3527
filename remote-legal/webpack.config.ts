import path from 'node:path';
import { createAppConfig, federationName } from '../tooling/webpack/create-config';

export default createAppConfig({
  dir: path.resolve(__dirname),
  name: federationName('legal'),
  exposes: { './routes': './src/routes.ts' },
  devPort: 3003,
  title: 'legal (standalone)',
});
