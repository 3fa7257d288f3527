import { type Static, Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email.js';
import { DateTime, stringEnum, text } from './common.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules.js';
import { ROLES } from './roles.js';

const role = stringEnum(ROLES);

/**
 * POST /api/user/login. Username and password optional: a missing field gets the same message as an empty one. A
 * browser gets the session as a cookie no script can read; an API client asks for a bearer token instead.
 */
export const LoginInput = Type.Object(
  {
    username: Type.Optional(Type.String({ maxLength: 64 })),
    password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH })),
    bearer: Type.Optional(
      Type.Boolean({
        description:
          'true: answer the session as a bearer token (data.token) and set no session cookie. For API clients; ' +
          'a browser keeps the session in its HttpOnly cookie and is answered no token.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type LoginInput = Static<typeof LoginInput>;

/** A new session: until when, the role it acts in, and, for a login that asked for it, its bearer token. */
export const LoginResult = Type.Object({
  token: Type.Optional(
    Type.String({
      description: 'Only when the login asked for it ("bearer": true): send it as Authorization: Bearer.',
    }),
  ),
  expiresAt: DateTime,
  role,
});
export type LoginResult = Static<typeof LoginResult>;
/** The answer to a login that asked for a bearer token. */
export type BearerLoginResult = LoginResult & { token: string };

/** The signed-in account (SPEC section 3); `role` is the role the session acts in now. */
export const UserInfo = Type.Object({
  name: Type.String(),
  avatar: Type.String(),
  job: Type.String(),
  organization: Type.String(),
  location: Type.String(),
  email: Type.String(),
  introduction: Type.String(),
  personalWebsite: Type.String(),
  jobName: Type.String(),
  organizationName: Type.String(),
  locationName: Type.String(),
  phone: Type.String(),
  registrationDate: DateTime,
  accountId: Type.String(),
  certification: Type.Integer(),
  role,
  /** The roles the session may switch to and back (its account's own and below): "switch role" is offered only for two. */
  roles: Type.Array(role, { uniqueItems: true }),
});
export type UserInfo = Static<typeof UserInfo>;

const shortText = text({ maxLength: 64 });

/** POST /api/user/profile: any non-empty subset of the fields an account may edit itself. */
export const ProfileInput = Type.Object(
  {
    name: Type.Optional(text({ minLength: 1, maxLength: 64 })),
    // Only web or site-relative addresses: a javascript: URL in an <img> or <a> must not get in.
    avatar: Type.Optional(text({ maxLength: 512, pattern: '^(https?://\\S+|/\\S*)?$' })),
    job: Type.Optional(shortText),
    organization: Type.Optional(shortText),
    location: Type.Optional(shortText),
    email: Type.Optional(text({ maxLength: EMAIL_MAX_LENGTH, format: 'email' })),
    introduction: Type.Optional(text({ maxLength: 500, multiline: true })),
    personalWebsite: Type.Optional(text({ maxLength: 256, pattern: '^(https?://\\S+)?$' })),
    jobName: Type.Optional(shortText),
    organizationName: Type.Optional(shortText),
    locationName: Type.Optional(shortText),
    phone: Type.Optional(text({ maxLength: 32, pattern: '^[0-9+() -]*$' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileInput = Static<typeof ProfileInput>;

/** POST /api/user/password. */
export const PasswordChangeInput = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
    newPassword: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);
export type PasswordChangeInput = Static<typeof PasswordChangeInput>;

/** How many other sessions of the account the change ended. */
export const PasswordChangeResult = Type.Object({ revokedSessions: Type.Integer() });
export type PasswordChangeResult = Static<typeof PasswordChangeResult>;

/** POST /api/user/switch-role, and its answer. */
export const SwitchRoleInput = Type.Object({ role }, { additionalProperties: false });
export type SwitchRoleInput = Static<typeof SwitchRoleInput>;

export const SwitchRoleResult = Type.Object({ role });
export type SwitchRoleResult = Static<typeof SwitchRoleResult>;

/** An item's meta in the menu answer: its label key, icon, place and the roles that may open it (absent: every role). */
export const MenuItemMeta = Type.Object({
  locale: Type.String(),
  requiresAuth: Type.Boolean(),
  icon: Type.Optional(Type.String()),
  order: Type.Optional(Type.Integer()),
  roles: Type.Optional(Type.Array(role)),
});
export type MenuItemMeta = Static<typeof MenuItemMeta>;

/** A page of the menu: its path is relative to its section's; it has no children. */
export const MenuPageItem = Type.Object({
  path: Type.String(),
  name: Type.String(),
  meta: MenuItemMeta,
  children: Type.Array(Type.Never(), { maxItems: 0 }),
});
export type MenuPageItem = Static<typeof MenuPageItem>;

/**
 * POST /api/user/menu answers a list of these (SPEC section 3 "Menu item"): a section with its pages, or a link to
 * another site (an absolute URL as its path, no pages). The menu is two levels deep (contracts/src/console-menu.ts).
 */
export const MenuItem = Type.Object({
  path: Type.String(),
  name: Type.String(),
  meta: MenuItemMeta,
  children: Type.Array(MenuPageItem),
});
export type MenuItem = Static<typeof MenuItem>;

export const MenuAnswer = Type.Array(MenuItem);
export type MenuAnswer = Static<typeof MenuAnswer>;
