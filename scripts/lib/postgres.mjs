// By path, not by package name: npm test imports this before setup() has installed the workspace's packages.
import { startPostgres } from '../../tooling/test-kit/postgres.mjs';

/**
 * A throwaway PostgreSQL cluster on loopback for the server's test suite, when the machine has PostgreSQL
 * installed (CI installs Debian's package). TEST_DATABASE_URL, when set, is used instead.
 */
export function startTestPostgres(port = Number(process.env.TEST_PG_PORT ?? 55432)) {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const postgres = startPostgres({ port });
  return postgres && { url: postgres.url, stop: () => postgres.remove() };
}
