import { inspect } from 'node:util';
import { build } from './app.js';
import { loadConfig } from './config.js';
import { loggerOptions } from './lib/logger.js';

const config = loadConfig();
let app;
try {
  app = await build({
    config,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  });
} catch (error) {
  // Start-up refusals (no administrator in production, bad settings) are meant for the operator: say them plainly.
  // Not every library throws Errors (an engine's errno object printed as "[object Object]").
  console.error(`The server did not start:\n${error instanceof Error ? error.message : inspect(error)}`);
  process.exit(1);
}

const server = app;
// A stop lets what is running finish and the load balancer move on first (plugins/drain.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.drain().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `The server did not stop cleanly:\n${error instanceof Error ? error.message : inspect(error)}`,
        );
        process.exit(1);
      },
    );
  });
}

await server.listen({ host: config.host, port: config.port });
