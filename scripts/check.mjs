import { run, pnpm, step } from './lib/run.mjs';

/** Every TypeScript project of the workspace, each with its own settings. Returns the names of failed steps. */
async function typecheck() {
  const [command, ...prefix] = pnpm();
  const failed = [];
  const projects = [
    'contracts',
    'shared',
    'host',
    'remote-player',
    'remote-console',
    'remote-legal',
    'server',
    'e2e',
    'tooling',
  ];
  step('Typecheck');
  // The apps read the contracts' types from their build.
  if ((await run(command, [...prefix, '--filter', '@site/contracts', 'build'])) !== 0)
    failed.push('build contracts');
  for (const project of projects) {
    if ((await run(command, [...prefix, 'exec', 'tsc', '--noEmit', '-p', project])) !== 0)
      failed.push(`typecheck ${project}`);
  }
  return failed;
}

/** Typecheck, lint, format check and unit tests: run before every commit. Returns the names of failed steps. */
export async function staticChecks() {
  const [command, ...prefix] = pnpm();
  const failed = await typecheck();
  step('Lint');
  if ((await run(command, [...prefix, 'exec', 'eslint', '.'])) !== 0) failed.push('lint');
  step('Format check');
  if ((await run(command, [...prefix, 'exec', 'prettier', '--check', '.', '--log-level', 'warn'])) !== 0) {
    failed.push('format');
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--typecheck')) {
  const failed = await typecheck();
  if (failed.length > 0) {
    console.error(`\ntypecheck failed: ${failed.join(', ')}`);
    process.exit(1);
  }
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await staticChecks();
  step('Unit tests');
  const [command, ...prefix] = pnpm();
  // The cluster's fault tests need a production build and minutes: npm test runs them.
  if ((await run(command, [...prefix, 'exec', 'jest', '--ignoreProjects', 'cluster'])) !== 0) {
    failed.push('unit tests');
  }
  if (failed.length > 0) {
    console.error(`\ncheck failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('\ncheck passed');
}
