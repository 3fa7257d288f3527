import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ROUTES_FILE, routePatterns } from '@site/contracts/remote-build';
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
    writeFileSync(path.join(dir, 'index.js'), 'export const page = 1;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function build(routesSource: string): Promise<{ errors: string[]; routes?: unknown }> {
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
        resolve({ errors, routes: errors.length ? undefined : JSON.parse(readFileSync(file, 'utf8')) });
      });
    });
  }

  it("writes routes.json, beside the build's other files, from the route records the module exports", async () => {
    const result = await build(
      "module.exports = { default: [{ path: '/dmg', children: [{ path: 'm' }, { path: 'user' }] }, { path: '/home' }] };",
    );
    expect(result).toEqual({ errors: [], routes: { routes: ['/dmg', '/dmg/m', '/dmg/user', '/home'] } });
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
