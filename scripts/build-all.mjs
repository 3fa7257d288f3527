import { root, runPnpm, step } from './lib/run.mjs';

const apps = ['host', 'remote-player', 'remote-console', 'remote-legal'];

/** The contracts every part imports, a production build of every app and the server, then the remotes are published to the local store. */
export async function buildAll() {
  step('Building the contracts');
  await runPnpm(['--filter', '@site/contracts', 'build']);
  step('Building the server');
  await runPnpm(['--filter', '@site/server', 'build']);
  step(`Building ${apps.join(', ')}`);
  // Two at a time: webpack uses most of a core, and the machines have two.
  for (let i = 0; i < apps.length; i += 2) {
    await Promise.all(
      apps.slice(i, i + 2).map((app) => runPnpm(['--filter', `@site/${app}`, 'build'], { cwd: root })),
    );
  }
  step('Publishing the remotes to the local store');
  await runPnpm(['exec', 'tsx', 'scripts/publish-remote.ts', 'all']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
