import { spawnSync } from 'node:child_process';
import type { LiveChange, ReleasePage } from '@site/contracts/api/remotes';
import type { LoginResult } from '@site/contracts/api/user';
import type { ApiEnvelope } from '@site/contracts/envelope';
import { REMOTES, type RemoteName, copyBuildToStore, defaultStoreDir, repoRoot } from './lib/remote-store';

// One team's release of its remote to a running server, with no host rebuild and no restart:
//
//   tsx scripts/release-remote.ts <player|console|legal> [--no-build] [--dist <dir>]   build, copy, make live
//   tsx scripts/release-remote.ts <name> --rollback                                     back to the release before
//   tsx scripts/release-remote.ts <name> --live <version>                               make a released version live
//   tsx scripts/release-remote.ts <name> --list                                         the release history
//
// The build is copied into the server's remote store (REMOTE_STORE_DIR, default <DATA_DIR>/remotes: the same
// machine, a shared volume or a mounted bucket), then the admin API makes it live
// (POST /api/admin/remotes/<name>/releases), with the routes the build declares in its routes.json. The server
// refuses, and nothing changes, when the live host cannot satisfy the build's shared packages. Settings: RELEASE_SERVER (default http://127.0.0.1:8400), and either
// RELEASE_TOKEN (a session token of an admin) or RELEASE_USERNAME + RELEASE_PASSWORD (an admin account).

const USAGE = `Usage: release-remote <${REMOTES.join('|')}> [--no-build] [--dist <dir>] | --rollback | --live <version> | --list`;

class ReleaseError extends Error {}

function server(): string {
  return (process.env.RELEASE_SERVER ?? 'http://127.0.0.1:8400').replace(/\/$/, '');
}

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server()}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new ReleaseError(`${server()} cannot be reached (${(error as Error).message}); set RELEASE_SERVER`);
  });
  const envelope = (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  if (!envelope) throw new ReleaseError(`${method} ${path} answered HTTP ${response.status} without JSON`);
  if (envelope.code !== 0)
    throw new ReleaseError(envelope.msg || `${method} ${path} failed (${envelope.code})`);
  return envelope.data;
}

/** An admin session: the given token, or a login that is logged out again when the command ends. */
async function session(): Promise<{ token: string; end(): Promise<void> }> {
  const token = process.env.RELEASE_TOKEN;
  if (token) return { token, end: async () => undefined };
  const username = process.env.RELEASE_USERNAME;
  const password = process.env.RELEASE_PASSWORD;
  if (!username || !password) {
    throw new ReleaseError('Set RELEASE_USERNAME and RELEASE_PASSWORD (an admin account), or RELEASE_TOKEN');
  }
  const login = await call<LoginResult>('POST', '/api/user/login', undefined, {
    username,
    password,
  });
  return {
    token: login.token,
    end: () => call('POST', '/api/user/logout', login.token).then(() => undefined),
  };
}

function describe(change: LiveChange, name: string): string {
  const was = change.previousVersion ? ` (was ${change.previousVersion})` : '';
  return `${name} ${change.release.version} is live${was} on ${server()}`;
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (!name || !REMOTES.includes(name as RemoteName)) throw new ReleaseError(USAGE);
  const remote = name as RemoteName;
  const flag = (option: string) => args.includes(option);
  const value = (option: string) => {
    const index = args.indexOf(option);
    if (index < 0) return undefined;
    const given = args[index + 1];
    if (!given || given.startsWith('--')) throw new ReleaseError(`${option} needs a value\n${USAGE}`);
    return given;
  };
  const known = new Set(['--no-build', '--dist', '--rollback', '--live', '--list']);
  const unknown = args.find((arg, i) => arg.startsWith('--') && !known.has(arg) && args[i - 1] !== '--dist');
  if (unknown) throw new ReleaseError(`Unknown option ${unknown}\n${USAGE}`);

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
    if (!distDir && !flag('--no-build')) {
      const build = spawnSync('pnpm', ['--filter', `@site/remote-${remote}`, 'build'], {
        cwd: repoRoot(),
        stdio: 'inherit',
      });
      if (build.status !== 0) throw new ReleaseError(`the build of remote-${remote} failed`);
    }
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

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
