// Where a bench's servers and its client (the browsers, or the load generator) run. On a machine of two cores or
// more the servers take --server-cpus (default 0) and the client --<client>-cpus (default 1), pinned with taskset,
// so that a page's render and the browser loading it never take turns on one core, for this product and a
// reference alike. An empty value ("--server-cpus=") leaves that side unpinned.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * @param {{ client?: 'browser' | 'load', argv?: string[] }} [options]
 */
export function cpuPinning({ client = 'browser', argv = process.argv.slice(2) } = {}) {
  const given = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const twoCores = os.cpus().length > 1;
  const serverCpus = given('server-cpus') ?? (twoCores ? '0' : '');
  const clientCpus = given(`${client}-cpus`) ?? (twoCores ? '1' : '');
  return {
    serverCpus,
    clientCpus,
    /** The command a server process is started through (start-server.mjs's `launcher`). */
    launcher: serverCpus ? ['taskset', '-c', serverCpus] : undefined,
    /** Pins this process, and so every process it starts from now on (browsers), to the client's cores. */
    pinSelf() {
      if (clientCpus) {
        execFileSync('taskset', ['-a', '-p', '-c', clientCpus, String(process.pid)], { stdio: 'ignore' });
      }
    },
    /** For the bench's output: where each side ran. */
    describe: () =>
      `servers on CPU ${serverCpus || 'any (not pinned)'}, ${client === 'load' ? 'load' : 'browsers'} on CPU ` +
      `${clientCpus || 'any (not pinned)'}`,
  };
}
