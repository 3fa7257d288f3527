import { markSignedIn, markSignedOut, writeAtom } from '@site/shared/core';
import { clearSession, rememberRole, signedOutAtom } from '../../state/session';
import { claimConsoleFor, clearVisits, resetTabs } from '../../state/tabs';
import type { LoginResult } from '@site/contracts/api/user';
import { postLogin } from './api/post-login';
import { postLogout } from './api/post-logout';

/** Opens a session; the server's answer sets its cookie and the signed-in mark. */
export async function signIn(username: string, password: string): Promise<LoginResult> {
  try {
    const answer = await postLogin(username, password);
    // The session is the cookie the answer set; the token in the answer is for API clients, not kept here.
    markSignedIn();
    writeAtom(signedOutAtom, false);
    rememberRole(answer.role);
    claimConsoleFor(username);
    return answer;
  } catch (error) {
    // SPEC section 4: a failed login clears the session.
    markSignedOut();
    throw error;
  }
}

/**
 * SPEC section 4: logout clears the state even when the call fails. The leaving is known at once (before the call
 * answers): the login page it goes to does not send a staff member who is leaving back to the console.
 */
export async function signOut(): Promise<void> {
  writeAtom(signedOutAtom, true);
  try {
    await postLogout();
  } catch {
    // The session may already be gone; the local state goes anyway.
  } finally {
    writeAtom(signedOutAtom, true);
    clearSession();
    resetTabs();
    clearVisits();
  }
}
