import { apiRequest, appStore, markSignedIn, markSignedOut } from '@site/shared/core';
import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { userInfoRequest } from '../api/queries';
import type { LoginAnswer, Role, UserInfo } from '../api/types';
import { resetMessages } from './messages';
import { clearRouteListeners } from './route-listeners';
import { updateSettings } from './settings';
import { readStored, writeStored } from './storage';

export const ROLE_STORAGE_KEY = 'userRole';

/** Set by logout: the login page that follows does not send the user back to where they signed out. */
export const signedOutAtom = atom(false);

/** The logged-in user's profile (POST /api/user/info); null until it is loaded. */
export const userInfoAtom = atom<UserInfo | null>(null);

const storedRoleAtom = atom<Role | ''>(readStored<Role>(ROLE_STORAGE_KEY) ?? '');

/**
 * The role the session acts in: the user info's once loaded, else the one stored at login (SPEC section 6: stored
 * locally after login). Empty when nobody is logged in.
 */
export const roleAtom = atom(
  (get) => get(userInfoAtom)?.role ?? get(storedRoleAtom),
  (get, set, role: Role | '') => {
    set(storedRoleAtom, role);
    writeStored(ROLE_STORAGE_KEY, role || undefined);
    const info = get(userInfoAtom);
    if (info && role) set(userInfoAtom, { ...info, role });
  },
);

export async function login(username: string, password: string): Promise<LoginAnswer> {
  try {
    const answer = await apiRequest<LoginAnswer>('/api/user/login', { body: { username, password } });
    // The session is the cookie the answer set; the token in the answer is for API clients, not kept here.
    markSignedIn();
    appStore.set(signedOutAtom, false);
    appStore.set(roleAtom, answer.role);
    return answer;
  } catch (error) {
    // SPEC section 4: a failed login clears the session.
    markSignedOut();
    throw error;
  }
}

/** The user's profile, as POST /api/user/info answered it, into the state. */
export function applyUserInfo(info: UserInfo): UserInfo {
  appStore.set(userInfoAtom, info);
  appStore.set(roleAtom, info.role);
  return info;
}

export async function fetchUserInfo(): Promise<UserInfo> {
  return applyUserInfo(await userInfoRequest.queryFn());
}

/** The user's profile as the layout and the user centre query it (and the route loaders prefetch it). */
export const userInfoQuery = {
  queryKey: userInfoRequest.queryKey,
  queryFn: fetchUserInfo,
  staleTime: 5 * 60_000,
};

/**
 * The query cache loads with the logged-in pages, not with the login page (which only clears the session): where it
 * has not loaded, there is nothing in it.
 */
function withQueryClient(use: (client: QueryClient) => unknown): void {
  void import('@site/shared/query').then(({ queryClient }) => use(queryClient));
}

export async function switchRole(role: Role): Promise<Role> {
  const answer = await apiRequest<{ role: Role }>('/api/user/switch-role', { body: { role } });
  appStore.set(roleAtom, answer.role);
  // Menus, lists and permissions depend on the role: fetch them again.
  updateSettings({ serverMenu: [] });
  withQueryClient((client) => client.invalidateQueries());
  return answer.role;
}

/** Clears the user's state on this page: info, role, session mark, route listeners, server menu, cached answers. */
export function clearSession(): void {
  appStore.set(userInfoAtom, null);
  appStore.set(roleAtom, '');
  markSignedOut();
  clearRouteListeners();
  resetMessages();
  updateSettings({ serverMenu: [] });
  withQueryClient((client) => client.clear());
}

/** SPEC section 4: logout clears the state even when the call fails. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/user/logout', { body: {} });
  } catch {
    // The session may already be gone; the local state goes anyway.
  } finally {
    appStore.set(signedOutAtom, true);
    clearSession();
  }
}
