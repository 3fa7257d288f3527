import { startRedis } from '@site/test-kit/redis';

/**
 * The Redis for the tests of limits shared by several instances: TEST_REDIS_URL's when set, else a throwaway one in
 * memory (the test kit's) when the machine has redis-server (CI installs Debian's package); undefined otherwise.
 */
export async function startTestRedis() {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => undefined };
  return startRedis();
}
