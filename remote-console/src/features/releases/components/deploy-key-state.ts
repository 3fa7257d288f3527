import type { DeployKey } from '@site/contracts/api/release-ops';

export type DeployKeyState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: it is what an admin did, and it never comes back. */
export function deployKeyState(key: DeployKey, now: number = Date.now()): DeployKeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}
