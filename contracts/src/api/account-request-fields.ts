// Plain data, no schema library: the login page's forms check what they send with the same rules the server does.

/** A new account's username: letters, digits, ".", "_" and "-", starting with a letter or digit; 3 to 32. */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$';
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;

/** The display name an account request gives. */
export const DISPLAY_NAME_MAX_LENGTH = 64;

/** What a request may say to the administrator (why the account, how to reach the person). */
export const REQUEST_NOTE_MAX_LENGTH = 500;

/** A request is for a new account, or for a new password of an existing one. */
export const ACCOUNT_REQUEST_KINDS = ['register', 'reset'] as const;
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number];

/**
 * Where a request stands. A registration is approved (the account exists) or rejected. A reset gets a one-time code
 * ("issued"), which the person uses ("completed"), or it is rejected.
 */
export const ACCOUNT_REQUEST_STATUSES = ['pending', 'issued', 'approved', 'rejected', 'completed'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/** The requests still waiting for an administrator or for the person (pending, issued), or all of them. */
export const ACCOUNT_REQUEST_VIEWS = ['open', 'all'] as const;
export type AccountRequestView = (typeof ACCOUNT_REQUEST_VIEWS)[number];

/** A one-time reset code: 16 characters of Crockford's base32 (80 random bits), shown in groups of four. */
export const RESET_CODE_LENGTH = 16;
/** How long a reset code works once an administrator has issued it. */
export const RESET_CODE_TTL_HOURS = 24;

/** A reset code as typed: case, spaces and hyphens do not matter; I, L and O read as 1, 1 and 0. */
export function normaliseResetCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}
