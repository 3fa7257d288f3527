import { NOT_FOUND_PATH, fallbackPath } from '@site/contracts/route-match';

/**
 * Where the fallback sends an address that no page answers, or undefined where it stays: at its own target (no remote
 * serves it, e.g. none is released yet) and at the not-found page's address, it would only redirect in a loop.
 */
export function fallbackRedirectTarget(pathname: string, href: string): '/dmg' | '/home' | undefined {
  const target = fallbackPath(href);
  return pathname === target || pathname === NOT_FOUND_PATH ? undefined : target;
}
