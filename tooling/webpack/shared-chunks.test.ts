import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { HOST_SHARED_FILES_FILE, ROUTE_ASSETS_FILE } from '@site/contracts/remote-build';
import { FederationSharedPlugin } from './federation-shared-plugin';
import { RouteIndexPlugin } from './route-index-plugin';

// A federated build as the apps' are: a route's page consumes a shared package, whose copy consumes another one.
describe('the shared modules of a federated build', () => {
  let dir: string;
  let output: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shared-chunks-'));
    output = path.join(dir, 'dist');
    const file = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    };
    file('node_modules/lib-a/package.json', '{ "name": "lib-a", "version": "1.0.0", "main": "index.js" }');
    file('node_modules/lib-a/index.js', 'import b from "lib-b"; export default "a" + b;\n');
    file('node_modules/lib-b/package.json', '{ "name": "lib-b", "version": "2.0.0", "main": "index.js" }');
    file('node_modules/lib-b/index.js', 'export default "b";\n');
    file('package.json', '{ "name": "app", "dependencies": { "lib-a": "1.0.0", "lib-b": "2.0.0" } }');
    file('index.js', 'import("./bootstrap.js");\n');
    file(
      'bootstrap.js',
      'export const page = () => import(/* webpackChunkName: "route-page" */ "./page.js");\n',
    );
    file('page.js', 'import a from "lib-a"; export default a;\n');
    file('routes.js', "module.exports = { default: [{ path: '/page', chunks: ['page'] }] };\n");
    const shared = {
      'lib-a': { singleton: true, requiredVersion: '1.0.0', version: '1.0.0' },
      'lib-b': { singleton: true, requiredVersion: '2.0.0', version: '2.0.0' },
    };
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: output, chunkFilename: '[id].[contenthash:8].js' },
      plugins: [
        new webpack.container.ModuleFederationPlugin({ name: 'app', shared }),
        new RouteIndexPlugin(path.join(dir, 'routes.js')),
        new FederationSharedPlugin(dir, shared),
      ],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const json = (name: string) => JSON.parse(readFileSync(path.join(output, name), 'utf8')) as unknown;

  it("lists each route's shared modules, transitively, with the files of the build's copy", () => {
    const { routes, shared } = json(ROUTE_ASSETS_FILE) as {
      routes: Record<string, string[]>;
      shared: Record<string, Record<string, string[]>>;
    };
    expect(Object.keys(shared)).toEqual(['/page']);
    expect(Object.keys(shared['/page']!)).toEqual(['lib-a', 'lib-b']);
    const [libA, libB] = [shared['/page']!['lib-a']!, shared['/page']!['lib-b']!];
    expect(libA).toHaveLength(1);
    expect(libB).toHaveLength(1);
    // The copies are chunks of their own, beside the page's.
    expect(routes['/page']).not.toContain(libA[0]);
    expect(readFileSync(path.join(output, libA[0]!), 'utf8')).toContain('"a"');
    expect(readFileSync(path.join(output, libB[0]!), 'utf8')).toContain('"b"');
  });

  it("writes the host's copies with their files, the same the routes name", () => {
    const routeShared = (json(ROUTE_ASSETS_FILE) as { shared: Record<string, object> }).shared['/page'];
    expect(json(HOST_SHARED_FILES_FILE)).toEqual(routeShared);
  });
});
