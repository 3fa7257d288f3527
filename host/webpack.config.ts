import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { createAppConfig } from '../tooling/webpack/create-config';

export default createAppConfig({
  dir: path.resolve(__dirname),
  name: 'host',
  devPort: 3000,
  title: 'Loading…',
  extraPlugins: [new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] })],
});
