import type { Role } from '@site/contracts/api/roles';
import { atom, markSignedOut } from '@site/shared/core';
import type { QueryClient } from '@tanstack/react-query';
import { clearRouteListeners } from './route-listeners';
import { readStored, writeStored } from './storage';

export const ROLE_STORAGE_KEY = 'userRole';

/** Set by logout: the login page that follows does not send the user back to where they signed out. */
export const signedOutAtom = atom(false);

/**
 * The role last signed in with (SPEC section 6: stored locally after login). Only a hint for the moment before the
 * user info has loaded; the user info's role is the one in force.
 */
export function storedRole(): Role | '' {
  const role = readStored<string>(ROLE_STORAGE_KEY);
  return role === 'admin' || role === 'user' ? role : '';
}

export function rememberRole(role: Role | ''): void {
  writeStored(ROLE_STORAGE_KEY, role || undefined);
}

/**
 * The query cache loads with the logged-in pages, not with the login page (which only clears the session): where it
 * has not loaded, there is nothing in it.
 */
function withQueryClient(use: (client: QueryClient) => unknown): void {
  void import('@site/shared/query').then(({ queryClient }) => use(queryClient));
}

/**
 * Clears the user's state on this page: the session mark, the stored role, the route listeners, and every answer in the query cache (user info, server menu, messages, ...).
 */
export function clearSession(): void {
  rememberRole('');
  markSignedOut();
  clearRouteListeners();
  withQueryClient((client) => client.clear());
}
