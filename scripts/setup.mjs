import { runPnpm, step } from './lib/run.mjs';

export async function setup() {
  step('Installing packages (pnpm)');
  await runPnpm(['install', '--frozen-lockfile=false', '--prefer-offline']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setup().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
