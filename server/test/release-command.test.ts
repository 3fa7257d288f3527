import { execFile } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type StartedServer, findRepoRoot, startServer } from '@site/test-kit/start-server';
import { testBuild } from './helpers/build-archive.js';

/*
 * The team's release command (scripts/release-remote.ts) against a started server, with nothing but RELEASE_SERVER
 * and RELEASE_KEY: a build of its own, then the player's real production build (npm run build makes it), then a
 * rollback. The server's remote store is a folder of this test's, so the command cannot have written into it.
 */
const root = findRepoRoot();
const realPlayerDist = path.join(root, 'remote-player', 'dist');
const run = promisify(execFile);

let dir: string;
let server: StartedServer;
let key: string;

async function api<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${method} ${route}: ${envelope.msg}`);
  return envelope.data;
}

async function release(args: string[], secret = key): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, RELEASE_SERVER: server.url, RELEASE_KEY: secret };
  for (const name of [
    'RELEASE_TOKEN',
    'RELEASE_USERNAME',
    'RELEASE_PASSWORD',
    'REMOTE_STORE_DIR',
    'DATA_DIR',
  ]) {
    delete env[name];
  }
  try {
    const { stdout, stderr } = await run(
      'pnpm',
      ['exec', 'tsx', 'scripts/release-remote.ts', 'player', ...args],
      {
        cwd: root,
        env,
        maxBuffer: 10 * 1024 * 1024,
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const livePlayer = async () => {
  const index = (await (await fetch(`${server.url}/remotes.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  return index.remotes.find((remote) => remote.name === 'player')?.version;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-command-'));
  const store = path.join(dir, 'store');
  mkdirSync(store);
  server = await startServer({ remoteStore: store });
  const { token } = await api<{ token: string }>('POST', '/api/user/login', '', {
    username: 'admin',
    password: 'admin',
    bearer: true,
  });
  key = (
    await api<{ secret: string }>('POST', '/api/admin/remotes/player/keys', token, { name: 'player CI' })
  ).secret;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('builds nothing on the server: uploads, releases and rolls back with the key alone, saying what it did', async () => {
  const ownDist = path.join(dir, 'dist');
  mkdirSync(ownDist);
  for (const entry of testBuild('player', { react: '^19.0.0', marker: 'first team build' })) {
    writeFileSync(path.join(ownDist, entry.name), entry.data!);
  }
  const first = await release(['--dist', ownDist]);
  expect(first.code).toBe(0);
  const firstVersion = /player (\S+): uploaded to /.exec(first.out)?.[1];
  expect(first.out).toContain(`player: packed 5 files`);
  expect(first.out).toContain(
    `player ${firstVersion}: uploaded to ${server.url} (new; routes /home /home/play /dmg)`,
  );
  // Previews belong to another part of the server; until it is there the command says so and goes on.
  expect(first.out).toMatch(/player \S+: (preview http|no preview link)/);
  expect(first.out).toContain(`player ${firstVersion} is live on ${server.url}`);
  expect(await livePlayer()).toBe(firstVersion);

  expect(existsSync(path.join(realPlayerDist, 'mf-manifest.json'))).toBe(true);
  const second = await release(['--no-build', '--dist', realPlayerDist]);
  expect(second.code).toBe(0);
  const secondVersion = /player (\S+): uploaded to /.exec(second.out)?.[1];
  expect(secondVersion).not.toBe(firstVersion);
  expect(second.out).toContain(`player ${secondVersion} is live (was ${firstVersion}) on ${server.url}`);
  expect(await livePlayer()).toBe(secondVersion);
  const page = await fetch(`${server.url}/remotes/player/${secondVersion}/remoteEntry.js`);
  expect(page.status).toBe(200);

  const back = await release(['--rollback']);
  expect(back.code).toBe(0);
  expect(back.out).toContain(`player ${firstVersion} is live (was ${secondVersion}) on ${server.url}`);
  expect(await livePlayer()).toBe(firstVersion);

  const refused = await release(['--rollback'], `rdk_${'C'.repeat(43)}`);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('Unknown deploy key');
}, 180_000);

/**
 * A checkout as a release team has it after the install step of docs/releases.md, whose player does not compile: the real
 * scripts, package files and build setup (linked), and a page module with a syntax error.
 */
function checkoutWithBrokenPlayer(): string {
  const checkout = path.join(dir, 'checkout');
  const player = path.join(checkout, 'remote-player');
  mkdirSync(path.join(player, 'src'), { recursive: true });
  mkdirSync(path.join(checkout, 'tooling'));
  for (const file of ['package.json', 'pnpm-workspace.yaml'])
    copyFileSync(path.join(root, file), path.join(checkout, file));
  cpSync(path.join(root, 'scripts'), path.join(checkout, 'scripts'), { recursive: true });
  for (const linked of [
    'node_modules',
    'contracts',
    'shared',
    'tooling/webpack',
    'remote-player/node_modules',
  ])
    symlinkSync(path.join(root, linked), path.join(checkout, linked));
  for (const file of [
    'package.json',
    'webpack.config.ts',
    'tsconfig.json',
    'src/index.ts',
    'src/index.html',
    'src/prerender.ts',
  ])
    copyFileSync(path.join(root, 'remote-player', file), path.join(player, file));
  writeFileSync(path.join(player, 'src', 'bootstrap.tsx'), 'export {};\n');
  writeFileSync(
    path.join(player, 'src', 'routes.ts'),
    'export const routes = [\n  { name: "index", path: }\n];\n',
  );
  return checkout;
}

/**
 * PATH as it is, less pnpm: a machine with Node and npm alone. A folder that holds a pnpm (often the one that holds
 * node and npm too) is replaced by a copy of its links without it.
 */
function pathWithoutPnpm(): string {
  const isPnpm = (name: string) => /^pnp[mx](\.c?js)?$/.test(name);
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((folder) => folder !== '')
    .map((folder, i) => {
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        return folder;
      }
      if (!names.some(isPnpm)) return folder;
      const copy = path.join(dir, `path-${i}`);
      mkdirSync(copy);
      for (const name of names.filter((name) => !isPnpm(name)))
        symlinkSync(path.join(folder, name), path.join(copy, name));
      return copy;
    })
    .join(path.delimiter);
}

it('runs as docs/releases.md says with Node and npm alone, and a failed build ends with the errors of the build itself', async () => {
  const checkout = checkoutWithBrokenPlayer();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: pathWithoutPnpm(),
    RELEASE_SERVER: server.url,
    RELEASE_KEY: key,
  };
  // What pnpm or npm put in the environment of the test's own run would lead the command to them.
  for (const name of Object.keys(env))
    if (/^(npm|pnpm)_/i.test(name) || name === 'PNPM_HOME') delete env[name];
  const failed = await run('npm', ['run', 'release:player', '--', '--preview'], {
    cwd: checkout,
    env,
    maxBuffer: 20 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr, err: stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
      err: error.stderr,
    }),
  );
  expect(failed.code).not.toBe(0);
  expect(failed.out).not.toMatch(/pnpm: (command )?not found|spawn pnpm ENOENT/);
  // The command's last words name the failed build and the compiler's error with the file it is in.
  const ending = failed.err.slice(failed.err.lastIndexOf('the build of remote-player failed'));
  // Built with the workspace's pinned pnpm, through npx.
  expect(ending).toMatch(
    /^the build of remote-player failed \(npx --yes pnpm@10\.\S+ .*build exited with code 1\):\n/,
  );
  expect(ending).toMatch(/ERROR in .*src\/routes\.ts/);
  // Nothing was uploaded.
  expect(failed.out).not.toContain('uploaded to');
}, 300_000);
