/** The roles a session acts in: an account's own role, or `user` for an admin who switched. */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a session of an account with this role may act in: an admin may act as a user, a user only as itself. */
export function rolesOf(accountRole: Role): Role[] {
  return accountRole === 'admin' ? ['admin', 'user'] : ['user'];
}
