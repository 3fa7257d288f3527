import { startBrowserTestServer } from './test-server';

/**
 * The server the specs share, started once for the run on a free port; its address reaches the workers as
 * E2E_BASE_URL (playwright.config.ts makes it the base URL). Given E2E_BASE_URL, the specs run against that server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const server = await startBrowserTestServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
