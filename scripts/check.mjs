import { pnpm, run, runConcurrently, step } from './lib/run.mjs';

const PROJECTS = [
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

/** The typecheck of every TypeScript project of the workspace, each with its own settings. */
function typecheckCommands() {
  const [command, ...prefix] = pnpm();
  return PROJECTS.map((project) => ({
    name: `typecheck ${project}`,
    command,
    args: [...prefix, 'exec', 'tsc', '--noEmit', '-p', project],
  }));
}

/** The apps read the contracts' types from their build: it comes first. Returns the names of failed steps. */
async function buildContracts() {
  const [command, ...prefix] = pnpm();
  return (await run(command, [...prefix, '--filter', '@site/contracts', 'build'])) === 0
    ? []
    : ['build contracts'];
}

/** Typecheck every project. Returns the names of failed steps. */
async function typecheck() {
  step('Typecheck');
  const failed = await buildContracts();
  return [...failed, ...(await runConcurrently(typecheckCommands()))];
}

/**
 * Typecheck, lint and format check: run before every commit. Returns the names of failed steps. Each command uses one
 * core and waits for none of the others, so they run side by side, as many at once as the machine has cores.
 */
export async function staticChecks() {
  const [command, ...prefix] = pnpm();
  step('Typecheck, lint and format check');
  const failed = await buildContracts();
  const checks = [
    // The longest first, so that the short ones fill in beside it.
    { name: 'lint', command, args: [...prefix, 'exec', 'eslint', '.'] },
    ...typecheckCommands(),
    { name: 'format', command, args: [...prefix, 'exec', 'prettier', '--check', '.', '--log-level', 'warn'] },
  ];
  return [...failed, ...(await runConcurrently(checks))];
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
