import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/**
 * A throwaway PostgreSQL cluster on loopback for the server's test suite, when the machine has PostgreSQL
 * installed (CI installs Debian's package). TEST_DATABASE_URL, when set, is used instead.
 */
export function startTestPostgres(port = Number(process.env.TEST_PG_PORT ?? 55432)) {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root: run the server as the postgres user Debian's package creates.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const exec = (command, args) => {
    const [head, ...rest] = [...asUser, command, ...args];
    execFileSync(head, rest, { stdio: 'pipe' });
  };
  exec(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  exec(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [head, ...rest] = [...asUser, path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', 'stop'];
      spawnSync(head, rest, { stdio: 'ignore' });
    },
  };
}
