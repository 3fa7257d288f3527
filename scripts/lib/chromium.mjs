import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests use Debian's Chromium; install it (and CJK fonts for screenshots) when root and missing. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  console.log('Installing Chromium from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) throw new Error('Installing Chromium failed');
}
