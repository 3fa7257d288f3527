// Starts the built server on a fresh data folder (a new embedded database each run), serving the remotes that
// the build published to the local store.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.env.E2E_ROOT ?? path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
const child = spawn(process.execPath, [path.join(root, 'server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    // Every browser test signs in from 127.0.0.1, some with a wrong password on purpose: the login limits per
    // address and per username are the server suite's to test (server/test/rate-limit.test.ts), not a reason for a
    // browser test to fail depending on the order the tests ran in.
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_USER_AND_IP: '1000',
    LOGIN_DELAY_AFTER_FAILURES: '1000',
    ...process.env,
    DATA_DIR: dataDir,
    REMOTE_STORE_DIR: process.env.REMOTE_STORE_DIR ?? path.join(root, '.data/remotes'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
