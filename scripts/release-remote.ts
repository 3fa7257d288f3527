import path from 'node:path';
import type { PreviewLink, UploadResult } from '@site/contracts/api/release-ops';
import type { LiveChange, ReleasePage } from '@site/contracts/api/remotes';
import type { BearerLoginResult } from '@site/contracts/api/user';
import type { ApiEnvelope } from '@site/contracts/envelope';
import { BuildError, buildPackage } from './lib/build-step';
import { packBuild } from './lib/pack-build';
import { REMOTES, type RemoteName, copyBuildToStore, defaultStoreDir, repoRoot } from './lib/remote-store';

// One team's release of its remote to a running server, with no host rebuild and no restart.
//
// With a deploy key (RELEASE_SERVER + RELEASE_KEY; what a team's CI uses: no access to the server's disk, no admin):
//   tsx scripts/release-remote.ts <player|console|legal> [--no-build] [--dist <dir>]   build, upload, preview link, live
//   tsx scripts/release-remote.ts <name> --preview [--no-build] [--dist <dir>]         build, upload, preview link only
//   tsx scripts/release-remote.ts <name> --live <version>                               make an uploaded version live
//   tsx scripts/release-remote.ts <name> --rollback                                     back to the release before
// The build goes up as a .tar.gz of its dist/ folder (POST /api/remotes/<name>/uploads); the server checks it,
// stores it under the version it reads from the build and answers that version, which the command then releases.
//
// Without RELEASE_KEY, as an admin on the server's own machine: the build is copied into the remote store
// (REMOTE_STORE_DIR) and made live through the admin API, with RELEASE_TOKEN (an admin's session token) or
// RELEASE_USERNAME + RELEASE_PASSWORD; --list shows the release history.

const USAGE = `Usage: release-remote <${REMOTES.join('|')}> [--preview] [--no-build] [--dist <dir>] | --live <version> | --rollback | --list`;

class ReleaseError extends Error {}

function server(): string {
  return (process.env.RELEASE_SERVER ?? 'http://127.0.0.1:8400').replace(/\/$/, '');
}

interface Answer<T> {
  status: number;
  envelope: ApiEnvelope<T> | undefined;
}

async function send<T>(
  method: string,
  route: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer<T>> {
  const raw = Buffer.isBuffer(body);
  const response = await fetch(`${server()}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': raw ? 'application/gzip' : 'application/json' }),
    },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new ReleaseError(`${server()} cannot be reached (${(error as Error).message}); set RELEASE_SERVER`);
  });
  const envelope = (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  return { status: response.status, envelope };
}

async function call<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const { status, envelope } = await send<T>(method, route, token, body);
  if (!envelope) throw new ReleaseError(`${method} ${route} answered HTTP ${status} without JSON`);
  if (envelope.code !== 0)
    throw new ReleaseError(envelope.msg || `${method} ${route} failed (${envelope.code})`);
  return envelope.data;
}

function describe(change: LiveChange, name: string): string {
  const was = change.previousVersion ? ` (was ${change.previousVersion})` : '';
  return `${name} ${change.release.version} is live${was} on ${server()}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Options {
  remote: RemoteName;
  flag(option: string): boolean;
  value(option: string): string | undefined;
}

async function buildRemote(remote: RemoteName, options: Options): Promise<string> {
  const distDir = options.value('--dist');
  if (distDir) return path.resolve(distDir);
  if (!options.flag('--no-build')) await buildPackage(`@site/remote-${remote}`, repoRoot());
  return path.join(repoRoot(), `remote-${remote}`, 'dist');
}

/** A preview link of an uploaded version; a server without previews is said so, and the release goes on. */
async function previewLine(remote: RemoteName, version: string, key: string): Promise<string> {
  const route = `/api/remotes/${remote}/previews`;
  const { status, envelope } = await send<PreviewLink>('POST', route, key, { version });
  if (envelope?.code === 0) {
    const url = new URL(envelope.data.url, `${server()}/`).toString();
    return `${remote} ${version}: preview ${url} (until ${envelope.data.expiresAt}; opens this version in that browser only)`;
  }
  if (status === 404 && !envelope?.msg?.includes(version)) {
    return `${remote} ${version}: no preview link (${server()} does not offer previews: POST ${route} is not there)`;
  }
  return `${remote} ${version}: no preview link (${envelope?.msg ?? `HTTP ${status}`})`;
}

/** The team's release: everything through the deploy key's calls. */
async function releaseWithKey(key: string, options: Options): Promise<void> {
  const { remote, flag, value } = options;
  if (flag('--list'))
    throw new ReleaseError('--list needs an admin (RELEASE_TOKEN); the console shows the history');
  if (flag('--rollback')) {
    console.log(describe(await call<LiveChange>('POST', `/api/remotes/${remote}/rollback`, key, {}), remote));
    return;
  }
  const version = value('--live');
  if (version) {
    console.log(
      describe(await call<LiveChange>('POST', `/api/remotes/${remote}/live`, key, { version }), remote),
    );
    return;
  }
  const distDir = await buildRemote(remote, options);
  const packed = await packBuild(distDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new ReleaseError(`${distDir} has no build: build remote-${remote} first`);
    throw error;
  });
  console.log(
    `${remote}: packed ${packed.files} files (${megabytes(packed.bytes)}) of ${distDir} into ${megabytes(packed.archive.length)}`,
  );
  const uploaded = await call<UploadResult>('POST', `/api/remotes/${remote}/uploads`, key, packed.archive);
  console.log(
    `${remote} ${uploaded.version}: uploaded to ${server()} (${uploaded.created ? 'new' : 'already there'}; routes ${uploaded.routes.join(' ')})`,
  );
  console.log(await previewLine(remote, uploaded.version, key));
  if (flag('--preview')) {
    console.log(`${remote} ${uploaded.version}: not live; make it live with --live ${uploaded.version}`);
    return;
  }
  const change = await call<LiveChange>('POST', `/api/remotes/${remote}/releases`, key, {
    version: uploaded.version,
  });
  console.log(describe(change, remote));
}

/** An admin session: the given token, or a login that is logged out again when the command ends. */
async function session(): Promise<{ token: string; end(): Promise<void> }> {
  const token = process.env.RELEASE_TOKEN;
  if (token) return { token, end: async () => undefined };
  const username = process.env.RELEASE_USERNAME;
  const password = process.env.RELEASE_PASSWORD;
  if (!username || !password) {
    throw new ReleaseError(
      'Set RELEASE_KEY (a deploy key of the remote, from the console), or as an admin RELEASE_TOKEN or RELEASE_USERNAME and RELEASE_PASSWORD',
    );
  }
  // An API client's login: it asks for the session as a bearer token (a browser gets a cookie instead).
  const login = await call<BearerLoginResult>('POST', '/api/user/login', undefined, {
    username,
    password,
    bearer: true,
  });
  return {
    token: login.token,
    end: () => call('POST', '/api/user/logout', login.token).then(() => undefined),
  };
}

/** The admin's release on the server's own machine: the build copied into the store, made live by the admin API. */
async function releaseAsAdmin(options: Options): Promise<void> {
  const { remote, flag, value } = options;
  if (flag('--preview')) throw new ReleaseError('--preview needs RELEASE_KEY');
  const { token, end } = await session();
  try {
    if (flag('--list')) {
      const list = await call<ReleasePage>('GET', `/api/admin/remotes/${remote}/releases?pageSize=50`, token);
      for (const item of list.items) {
        const live = item.live ? '  LIVE' : '';
        console.log(`${item.version}  released ${item.releasedAt} by ${item.releasedBy}${live}`);
      }
      return;
    }
    if (flag('--rollback')) {
      console.log(
        describe(await call<LiveChange>('POST', `/api/admin/remotes/${remote}/rollback`, token), remote),
      );
      return;
    }
    const version = value('--live');
    if (version) {
      const change = await call<LiveChange>('POST', `/api/admin/remotes/${remote}/live`, token, { version });
      console.log(describe(change, remote));
      return;
    }
    const distDir = value('--dist');
    await buildRemote(remote, options);
    const storeDir = defaultStoreDir();
    const { entry, copied } = await copyBuildToStore(remote, storeDir, { distDir });
    console.log(`${remote} ${entry.version}: ${copied ? 'copied into' : 'already in'} ${storeDir}`);
    // No routes: the server takes them from the build's routes.json, which is what this build declares.
    const change = await call<LiveChange>('POST', `/api/admin/remotes/${remote}/releases`, token, {
      version: entry.version,
      manifest: entry.manifest,
    });
    console.log(describe(change, remote));
  } finally {
    await end().catch(() => undefined);
  }
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (!name || !REMOTES.includes(name as RemoteName)) throw new ReleaseError(USAGE);
  const flag = (option: string) => args.includes(option);
  const value = (option: string) => {
    const index = args.indexOf(option);
    if (index < 0) return undefined;
    const given = args[index + 1];
    if (!given || given.startsWith('--')) throw new ReleaseError(`${option} needs a value\n${USAGE}`);
    return given;
  };
  const known = new Set(['--no-build', '--dist', '--rollback', '--live', '--list', '--preview']);
  const unknown = args.find(
    (arg, i) => arg.startsWith('--') && !known.has(arg) && !['--dist', '--live'].includes(args[i - 1] ?? ''),
  );
  if (unknown) throw new ReleaseError(`Unknown option ${unknown}\n${USAGE}`);
  const options: Options = { remote: name as RemoteName, flag, value };
  const key = process.env.RELEASE_KEY;
  await (key ? releaseWithKey(key, options) : releaseAsAdmin(options));
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError || error instanceof BuildError ? error.message : error);
  process.exit(1);
});
