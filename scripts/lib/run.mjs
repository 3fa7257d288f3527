import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '10.34.8';

/** Runs a command with inherited output; resolves with its exit code (rejects only if it cannot start). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** pnpm itself: the installed one when it is the right major, else a pinned copy through npx. */
export function pnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export async function runPnpm(args, options = {}) {
  const [command, ...prefix] = pnpm();
  await mustRun(command, [...prefix, ...args], options);
}

export function step(title) {
  console.log(`\n=== ${title}`);
}

/**
 * Runs commands at most `concurrency` at a time: each one's output is kept and printed as one block, under its name,
 * when it ends, so the blocks of commands that ran side by side do not interleave. Resolves with the names of the
 * commands that failed. Used for steps that each take one core (tsc, eslint) on a machine with more than one.
 */
export async function runConcurrently(commands, concurrency = os.availableParallelism()) {
  const failed = [];
  const queue = [...commands];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, command, args } = next;
      const started = performance.now();
      const { code, output } = await runCaptured(command, args);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`\n--- ${name}: ${code === 0 ? 'ok' : `exit ${code}`} in ${seconds} s`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (code !== 0) failed.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, commands.length)) }, worker));
  return failed;
}

/** Runs a command with its stdout and stderr gathered in one string, in the order written. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}
