import { type RouteKind, deviceTwinName } from '@site/shared/core';
import { isPhoneView } from '@site/contracts/device';

let knownWidth: number | undefined;
if (typeof window !== 'undefined') {
  // Registered as this module loads, before any guard's own resize listener: a guard reads the new width.
  window.addEventListener('resize', () => {
    knownWidth = undefined;
  });
}

/**
 * The window's width, read once and again after each resize. Reading window.innerWidth makes the browser lay out a
 * page whose content has just changed first: right after a render (the guard runs then), that layout was a long task
 * on a slow phone, done before the frame that needs it anyway. The width cannot change without a resize.
 */
export function windowWidth(): number {
  knownWidth ??= window.innerWidth;
  return knownWidth;
}

export interface DeviceRuleInput {
  userAgent: string;
  width: number;
  routeName: string;
  kind: RouteKind;
  /** Whether a route of that name exists (a page may have no m- twin). */
  hasRoute: (name: string) => boolean;
}

/**
 * SPEC section 2 "Route guard": a phone agent in a window narrower than 1024 px goes to the m- route; a phone
 * agent at 1024 px or wider, and every other device, goes to the route without the prefix. Public routes never
 * move. Returns the route name to go to, or null to stay.
 */
export function deviceRedirectTarget({
  userAgent,
  width,
  routeName,
  kind,
  hasRoute,
}: DeviceRuleInput): string | null {
  return deviceTwinName({ name: routeName, kind }, isPhoneView(userAgent, width), hasRoute);
}
