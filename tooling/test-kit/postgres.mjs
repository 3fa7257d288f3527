// A throwaway PostgreSQL cluster on loopback, for the server's suite on PostgreSQL and for the cluster the fault
// tests start: initdb into a temp folder, pg_ctl to start, stop and start it again. Only Node's own modules: the
// test runner imports it before the workspace's packages are installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Servers started with stopOnExit and still running when the process ends (a test run cut short) are stopped with it:
// pg_ctl leaves the server running on its own, outside this process's tree.
const running = new Set();
process.once('exit', () => {
  for (const stop of running) stop();
});

/** The newest installed PostgreSQL's bin folder (Debian's /usr/lib/postgresql/<version>/bin), or undefined. */
export function postgresBin() {
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
 * Creates and starts a cluster on `port` (superuser postgres, trust on loopback), or answers undefined when
 * PostgreSQL is not installed. `fsync` off by default: a throwaway cluster need not survive a power cut, and its
 * tests run faster (a stop, even a fast one, still writes everything out). `stopOnExit`: stopped when this process
 * ends (else it outlives it, for a command that starts one for others to use).
 * @param {{ port: number; fsync?: boolean; stopOnExit?: boolean }} options
 */
export function startPostgres({ port, fsync = false, stopOnExit = false }) {
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root: run the server as the postgres user Debian's package creates.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const exec = (command, args) => {
    const [head, ...rest] = [...asUser, path.join(bin, command), ...args];
    execFileSync(head, rest, { stdio: 'pipe' });
  };
  exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'}`;
  const start = () =>
    exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => {
    const [head, ...rest] = [...asUser, path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', 'stop'];
    spawnSync(head, rest, { stdio: 'ignore' });
  };
  start();
  if (stopOnExit) running.add(stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    bin,
    /** Stops the server (fast: open connections are ended); the data stays for start(). */
    stop,
    /** Starts it again on the same port and data. */
    start,
    /** The server's main process (its postmaster.pid), or undefined while it is stopped. */
    pid() {
      try {
        return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        return undefined;
      }
    },
    /** Stops it and deletes its data. */
    remove() {
      stop();
      running.delete(stop);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
