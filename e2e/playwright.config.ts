import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build, served by the real server on a fresh embedded database: one server
 * for the run, started by global-setup.ts (the workers load this file again, after it set E2E_BASE_URL), and servers
 * of their own for the specs that change what every page sees (`isolatedTest` in tests/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'ja-JP',
    trace: 'off',
  },
});
