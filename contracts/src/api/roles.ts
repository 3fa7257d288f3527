/** The roles a session acts in: an account's own role, or `user` for an admin who switched. */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
