// The reference the staff console is measured against: Arco Design Pro Vue 2.7.3, as its npm package ships it,
// built once into bench/.reference/ (gitignored) and served the way a production server would serve it.
//
// Preparing (once; a stamp file says it is done, delete the folder to start over): `npm pack` of the package,
// unpacked; its template (arco-design-pro-vite/) gets `npm install --ignore-scripts` (the versions npm resolved are
// written to the stamp and printed), then its own build script (`npm run build`: vue-tsc, then vite with its
// config/vite.config.prod.ts). Nothing in its source is changed.
//
// Its mock: the template answers its API with mockjs, with `Mock.setup({ timeout: '600-1000' })`. But every mock is
// registered through src/utils/setup-mock.ts, which registers nothing when `import.meta.env.MODE === 'production'`
// (src/utils/env.ts), so its production build sends its API calls to the network, as ours does: the mock's delay
// never applies and there is nothing to patch. Preparing checks that this still holds and stops if it does not.
// Its server (below) answers the calls the login page and the workplace make, at once, with the shapes the mock
// gives (its own data, written here): POST /api/user/login is then a real request, measured as ours is.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { freePort } from '@site/test-kit/start-server';

export const ARCO = { name: 'arco-design-pro-vue', version: '2.7.3' };
const FOLDER = path.join(import.meta.dirname, '..', '.reference', `arco-pro-vue-${ARCO.version}`);
const TEMPLATE = path.join(FOLDER, 'package', 'arco-design-pro-vite');
const DIST = path.join(TEMPLATE, 'dist');
const STAMP = path.join(FOLDER, 'built.json');

/** The token its login hands out for admin / admin, and what its `isLogin` looks for (localStorage "token"). */
export const ARCO_TOKEN = '12345';
export const ARCO_STORAGE = { token: ARCO_TOKEN, userRole: 'admin' };

const run = (command, args, cwd) => {
  console.log(`  ${path.relative(process.cwd(), cwd) || '.'}$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  return result.status === 0;
};

/** The mock is off in its production build: the premise of serving its API from the reference server. */
function checkMockIsOffInProduction() {
  const env = readFileSync(path.join(TEMPLATE, 'src/utils/env.ts'), 'utf8');
  const setup = readFileSync(path.join(TEMPLATE, 'src/utils/setup-mock.ts'), 'utf8');
  if (!/MODE\s*!==\s*'production'/.test(env) || !/if \(mock !== false && debug\) setup\(\)/.test(setup)) {
    throw new Error(
      'arco reference: its mock may be on in production (src/utils/env.ts or setup-mock.ts changed); ' +
        'the bench would time its mock, not its code',
    );
  }
}

/** Builds the reference once; later calls reuse it. Returns what was built and with which versions. */
export function prepareArco() {
  if (existsSync(STAMP) && existsSync(path.join(DIST, 'index.html'))) {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  }
  console.log(`Preparing the reference ${ARCO.name}@${ARCO.version} in ${FOLDER}`);
  mkdirSync(FOLDER, { recursive: true });
  const tarball = `${ARCO.name}-${ARCO.version}.tgz`;
  if (!existsSync(path.join(FOLDER, tarball))) {
    if (!run('npm', ['pack', `${ARCO.name}@${ARCO.version}`, '--pack-destination', FOLDER], FOLDER))
      throw new Error('npm pack failed');
  }
  if (!run('tar', ['xzf', tarball], FOLDER)) throw new Error('could not unpack the package');
  checkMockIsOffInProduction();
  console.log(
    '  its mock (and Mock.setup timeout 600-1000 ms) is off in its production build: nothing patched; ' +
      'the reference server answers its API',
  );
  if (!run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], TEMPLATE))
    throw new Error('npm install failed');
  const tree = JSON.parse(
    execFileSync('npm', ['ls', '--depth=0', '--json'], { cwd: TEMPLATE, encoding: 'utf8' }),
  );
  const resolved = Object.fromEntries(
    Object.entries(tree.dependencies ?? {}).map(([name, info]) => [name, info.version]),
  );
  // Its build script type-checks first (vue-tsc, which emits nothing); should the check fail with the versions
  // resolved today, the bundle is still built by the same vite config, and the stamp says so.
  let build = 'npm run build';
  if (!run('npm', ['run', 'build'], TEMPLATE)) {
    build = 'vite build --config ./config/vite.config.prod.ts (its type check failed)';
    if (!run('npx', ['vite', 'build', '--config', './config/vite.config.prod.ts'], TEMPLATE))
      throw new Error('the reference build failed');
  }
  const stamp = { ...ARCO, builtAt: new Date().toISOString(), build, resolved };
  writeFileSync(STAMP, JSON.stringify(stamp, null, 2));
  return stamp;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json']);

/** Every file of dist/ in memory, with its brotli and gzip forms for text (the build's own .gz files are left). */
function loadDist() {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith('.gz')) {
        const body = readFileSync(full);
        const ext = path.extname(name);
        const text = TEXT.has(ext) && body.length > 1024;
        files.set('/' + path.relative(DIST, full).split(path.sep).join('/'), {
          type: TYPES[ext] ?? 'application/octet-stream',
          body,
          br: text ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
          gzip: text ? gzipSync(body, { level: 9 }) : undefined,
        });
      }
    }
  };
  walk(DIST);
  return files;
}

const ok = (data) => ({ data, status: 'ok', msg: 'ok', code: 20000 });
const fail = (msg, code) => ({ data: null, status: 'fail', msg, code });

/** Eight days of a line chart, as its content-data mock gives them (dates around today, one value a day). */
function contentData() {
  const values = [41, 77, 62, 95, 58, 83, 70, 66];
  const day = 24 * 60 * 60 * 1000;
  const start = Date.now() - 2 * day;
  return values.map((y, index) => ({ x: new Date(start + index * day).toISOString().slice(0, 10), y }));
}

function popularList(type) {
  return [1, 2, 3, 4, 5].map((key) => ({
    key,
    clickNumber: `${(400 - key * 37).toFixed(1)}w+`,
    title: `${type} item ${key}`,
    increases: (key * 13) % 40,
  }));
}

/** The answers its login page and workplace ask for, in the mock's shapes. */
function answer(method, url, body, authorization) {
  const signedIn = Boolean(authorization?.startsWith('Bearer '));
  switch (url.pathname) {
    case '/api/user/login': {
      const { username, password } = JSON.parse(body || '{}');
      if (username === 'admin' && password === 'admin') return ok({ token: ARCO_TOKEN });
      if (username === 'user' && password === 'user') return ok({ token: '54321' });
      return fail('wrong username or password', 50000);
    }
    case '/api/user/info':
      return signedIn
        ? ok({
            name: 'admin',
            email: 'admin@example.com',
            job: 'frontend',
            jobName: 'Front end',
            organization: 'Frontend',
            organizationName: 'Front end',
            location: 'beijing',
            locationName: 'Beijing',
            introduction: 'The reference account',
            personalWebsite: 'https://example.com',
            phone: '150****0000',
            registrationDate: '2013-05-10 12:10:00',
            accountId: '15012312300',
            certification: 1,
            role: 'admin',
          })
        : fail('not logged in', 50008);
    case '/api/user/logout':
      return ok(null);
    case '/api/message/list':
      return ok([]);
    case '/api/content-data':
      return ok(contentData());
    case '/api/popular/list':
      return ok(popularList(url.searchParams.get('type') ?? 'text'));
    default:
      return undefined;
  }
}

/**
 * Serves the built reference on 127.0.0.1 (a free port): brotli (or gzip) for text assets, a year's caching for
 * the hashed files under /assets/, index.html revalidated, and its routes (paths without a file extension) given
 * index.html, as its history router wants. Its API as above; `onUnanswered` hears of API calls it did not know.
 */
async function serveArco(onUnanswered) {
  const files = loadDist();
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const result = answer(request.method, url, body, request.headers.authorization);
        if (!result) onUnanswered(`${request.method} ${url.pathname}`);
        response.writeHead(result ? 200 : 404, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(JSON.stringify(result ?? fail('not found', 404)));
      });
      return;
    }
    let file = files.get(url.pathname);
    if (!file && !path.extname(url.pathname)) file = files.get('/index.html');
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      file.br && /\bbr\b/.test(accepts) ? 'br' : file.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const payload = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
    const headers = {
      'content-type': file.type,
      'content-length': payload.length,
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : payload);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts the reference's server in a process of its own, through `launcher` (taskset, as our server is started):
 * served from the bench's own process, it would share the browsers' core. It says its address, then each API call
 * it did not know, one line each; `unanswered` lists those calls.
 */
export async function startArco({ launcher } = {}) {
  const [command, ...args] = [...(launcher ?? []), process.execPath, import.meta.filename, 'serve'];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const unanswered = new Set();
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the reference's server stopped (exit code ${code})`)));
    lines.on('line', (line) => {
      const [kind, ...value] = line.split(' ');
      if (kind === 'listening') resolve(value[0]);
      else if (kind === 'unanswered') unanswered.add(value.join(' '));
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    unanswered,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill();
      }),
  };
}

if (process.argv[2] === 'serve' && process.argv[1] === import.meta.filename) {
  const url = await serveArco((call) => console.log(`unanswered ${call}`));
  console.log(`listening ${url}`);
}
