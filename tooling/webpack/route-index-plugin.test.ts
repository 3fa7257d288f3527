import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ROUTES_FILE, ROUTE_ASSETS_FILE, routePatterns } from '@site/contracts/remote-build';
import { RouteIndexPlugin } from './route-index-plugin';

describe('routePatterns', () => {
  it('gives every record its full path, children under their parent', () => {
    expect(
      routePatterns([
        { path: '/home', children: [{ path: 'play' }, { path: 'notice/:id' }] },
        { path: '/user/', children: [{ path: 'info' }, { path: '/absolute' }] },
        { path: '/redirect/*' },
      ]),
    ).toEqual([
      '/home',
      '/home/play',
      '/home/notice/:id',
      '/user/',
      '/user/info',
      '/absolute',
      '/redirect/*',
    ]);
  });
});

describe('RouteIndexPlugin', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'route-index-'));
    // An entry whose route imports are marked as the console's are: a layout, and a page with its data.
    writeFileSync(
      path.join(dir, 'index.js'),
      [
        'export const layout = () => import(/* webpackChunkName: "route-layout" */ "./layout.js");',
        'export const page = () => import(/* webpackChunkName: "route-workplace" */ "./workplace.js");',
        'export const data = () => import(/* webpackChunkName: "route-workplace" */ "./workplace-data.js");',
        '',
      ].join('\n'),
    );
    for (const name of ['layout', 'workplace', 'workplace-data'])
      writeFileSync(path.join(dir, `${name}.js`), `export default "${name}";\n`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function build(
    routesSource: string,
  ): Promise<{ errors: string[]; routes?: unknown; assets?: Record<string, string[]>; output: string }> {
    const routesModule = path.join(dir, `routes-${Math.random().toString(36).slice(2)}.js`);
    writeFileSync(routesModule, routesSource);
    const output = path.join(dir, `dist-${Math.random().toString(36).slice(2)}`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: output },
      plugins: [new RouteIndexPlugin(routesModule)],
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const errors = stats.compilation.errors.map((item) => item.message);
        const file = path.join(output, ROUTES_FILE);
        if (errors.length) return resolve({ errors, output });
        const assets = JSON.parse(readFileSync(path.join(output, ROUTE_ASSETS_FILE), 'utf8')) as {
          routes: Record<string, string[]>;
        };
        resolve({ errors, routes: JSON.parse(readFileSync(file, 'utf8')), assets: assets.routes, output });
      });
    });
  }

  it("writes routes.json, beside the build's other files, from the route records the module exports", async () => {
    const result = await build(
      "module.exports = { default: [{ path: '/dmg', children: [{ path: 'm' }, { path: 'user' }] }, { path: '/home' }] };",
    );
    expect(result).toMatchObject({
      errors: [],
      routes: { routes: ['/dmg', '/dmg/m', '/dmg/user', '/home'] },
    });
    expect(result.assets).toEqual({});
  });

  it("writes route-assets.json: each route's chunk files, its layout's first, read from the build", async () => {
    const result = await build(
      "module.exports = { default: [{ path: '/dashboard', chunks: ['layout'], children: [{ path: 'workplace', chunks: ['workplace'] }, { path: 'plain' }] }, { path: '/login' }] };",
    );
    expect(result.errors).toEqual([]);
    const assets = result.assets!;
    expect(Object.keys(assets)).toEqual(['/dashboard', '/dashboard/workplace', '/dashboard/plain']);
    expect(assets['/dashboard']).toHaveLength(1);
    expect(assets['/dashboard/plain']).toEqual(assets['/dashboard']);
    // The page and its data share one named chunk group: one more file, after the layout's.
    expect(assets['/dashboard/workplace']).toEqual([...assets['/dashboard']!, expect.any(String)]);
    const workplace = readFileSync(path.join(result.output, assets['/dashboard/workplace']![1]!), 'utf8');
    expect(workplace).toContain('"workplace"');
    expect(workplace).toContain('"workplace-data"');
  });

  it('fails the build when a route names a chunk no import is marked with', async () => {
    expect(
      (await build("module.exports = { default: [{ path: '/x', chunks: ['nowhere'] }] };")).errors,
    ).toEqual([expect.stringContaining('no import is marked /* webpackChunkName: "route-nowhere" */')]);
  });

  it('fails the build when the module gives no route, or a pattern the server would refuse', async () => {
    expect((await build('module.exports = { default: [] };')).errors).toEqual([
      expect.stringContaining('has no route records'),
    ]);
    expect((await build("module.exports = { default: [{ path: '/home page' }] };")).errors).toEqual([
      expect.stringContaining('route pattern "/home page" must start with / and contain no whitespace'),
    ]);
  });
});
