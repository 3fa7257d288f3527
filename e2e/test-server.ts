import { type StartServerOptions, type StartedServer, startServer } from '@site/test-kit/start-server';

/**
 * Every browser test signs in from 127.0.0.1, some with a wrong password on purpose: the login limits per address and
 * per username are the server suite's to test (server/test/rate-limit.test.ts), not a reason for a browser test to
 * fail depending on the order the tests ran in.
 */
const BROWSER_TEST_ENV = {
  LOGIN_RATE_LIMIT_PER_IP: '1000',
  LOGIN_RATE_LIMIT_PER_USER_AND_IP: '1000',
  LOGIN_DELAY_AFTER_FAILURES: '1000',
};

/**
 * The production build served by the real server on a fresh embedded database, with the remotes `npm run build`
 * published (or those in REMOTE_STORE_DIR).
 */
export function startBrowserTestServer(options: StartServerOptions = {}): Promise<StartedServer> {
  return startServer({
    echoStderr: true,
    ...options,
    env: { ...BROWSER_TEST_ENV, ...options.env },
  });
}
