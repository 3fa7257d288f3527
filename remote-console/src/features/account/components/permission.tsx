import type { ReactNode } from 'react';
import { useRole } from '../api/get-user-info';

export const PERMISSION_ERROR = `need roles! Like roles={['admin','user']}`;

/**
 * Whether `role` may see content limited to `roles` (SPEC sections 5 and 6): an empty list allows everyone; '*'
 * allows any role; anything but an array is a programming error.
 */
export function hasPermission(roles: unknown, role: string): boolean {
  if (!Array.isArray(roles)) throw new Error(PERMISSION_ERROR);
  if (roles.length === 0 || roles.includes('*')) return true;
  return role !== '' && roles.includes(role);
}

/** Re-checked whenever the current role changes. */
export function usePermission(roles: readonly string[]): boolean {
  return hasPermission(roles, useRole());
}

/** Removes its children from the page unless the current role is in `roles`. */
export function Permission({
  roles,
  children,
  fallback = null,
}: {
  roles: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = usePermission(roles);
  return <>{allowed ? children : fallback}</>;
}
