import { buildAll } from './build-all.mjs';
import { mustRun, root, step } from './lib/run.mjs';
import { setup } from './setup.mjs';

// npm start: install, build for production, publish the remotes and run the server on the embedded database.
async function main() {
  await setup();
  if (process.env.SKIP_BUILD !== '1') await buildAll();
  step(`Starting the server on http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8400'}`);
  await mustRun('node', ['server/dist/server.js'], { cwd: root });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
