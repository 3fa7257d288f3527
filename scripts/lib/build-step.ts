import { spawn } from 'node:child_process';
import { pnpm } from './run.mjs';

/** How much of a failed build's output its error repeats: enough for webpack's errors, short enough to read. */
const CAUSE_LINES = 30;

export class BuildError extends Error {}

/**
 * The lines that say why a build failed: those that name an error (webpack's "ERROR in …", a thrown "Error: …",
 * pnpm's "ERR_PNPM_…"), else the end of the output. A release team often sees only the end of a CI log, so the
 * command's last words must carry the cause, not only "failed".
 */
export function causeOf(output: string): string {
  const lines = output.split(/\r?\n/).filter((line) => line.trim() !== '');
  const errors = lines.filter((line) => /\b(ERROR|ERR_[A-Z_]+|\w*Error)\b/.test(line));
  const picked = errors.length > 0 ? errors : lines;
  return picked.slice(-CAUSE_LINES).join('\n');
}

/**
 * Builds one workspace package (its `build` script) with the workspace's own pnpm, which is the installed one when it
 * is pnpm 10 and otherwise the pinned one through npx: a machine with Node and npm alone can release. The output
 * goes to the terminal as it comes; a failure throws with the cause.
 */
export function buildPackage(packageName: string, cwd: string): Promise<void> {
  const [command = 'pnpm', ...prefix] = pnpm() as string[];
  const args = [...prefix, '--filter', packageName, '--fail-if-no-match', 'build'];
  const what = `the build of ${packageName.replace(/^@site\//, '')}`;
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('error', (error) => {
      reject(new BuildError(`${what} could not start: ${command} ${args.join(' ')}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const status = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      const cause = causeOf(output);
      reject(
        new BuildError(
          `${what} failed (${command} ${args.join(' ')} ${status})${cause ? `:\n${cause}` : ''}`,
        ),
      );
    });
  });
}
