import { type Static, Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email.js';
import {
  ACCOUNT_REQUEST_KINDS,
  ACCOUNT_REQUEST_STATUSES,
  ACCOUNT_REQUEST_VIEWS,
  DISPLAY_NAME_MAX_LENGTH,
  REQUEST_NOTE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './account-request-fields.js';
import { DateTime, Paged, nullable, paging, stringEnum, text } from './common.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules.js';

const note = text({ maxLength: REQUEST_NOTE_MAX_LENGTH, multiline: true });

/** POST /api/user/register: a request for a new console account, which an administrator approves or rejects. */
export const RegisterInput = Type.Object(
  {
    username: text({
      minLength: USERNAME_MIN_LENGTH,
      maxLength: USERNAME_MAX_LENGTH,
      pattern: USERNAME_PATTERN,
    }),
    // The password the account will have once approved; only its hash is stored.
    password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
    // At least one visible character.
    name: text({ minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH, pattern: '\\S' }),
    email: text({ maxLength: EMAIL_MAX_LENGTH, format: 'email' }),
    note: Type.Optional(note),
  },
  { additionalProperties: false },
);
export type RegisterInput = Static<typeof RegisterInput>;

/** POST /api/user/forgot-password: asks an administrator for a one-time reset code. */
export const ForgotPasswordInput = Type.Object(
  {
    // Any name a login takes: the answer never says whether the account exists.
    username: text({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    note: Type.Optional(note),
  },
  { additionalProperties: false },
);
export type ForgotPasswordInput = Static<typeof ForgotPasswordInput>;

/**
 * The answer to both requests: the same whether or not the username exists, is taken or was asked for before, so
 * it tells nothing about the accounts.
 */
export const RequestReceipt = Type.Object({ received: Type.Literal(true) });
export type RequestReceipt = Static<typeof RequestReceipt>;

/** POST /api/user/reset-password: a new password with the one-time code an administrator issued. */
export const ResetPasswordInput = Type.Object(
  {
    // As typed: case, spaces and hyphens do not matter (normaliseResetCode).
    code: text({ minLength: 1, maxLength: 64 }),
    newPassword: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);
export type ResetPasswordInput = Static<typeof ResetPasswordInput>;

/** How many sessions of the account the reset ended (all of them). */
export const ResetPasswordResult = Type.Object({ revokedSessions: Type.Integer() });
export type ResetPasswordResult = Static<typeof ResetPasswordResult>;

/** GET /api/admin/account-requests: open requests (pending or issued) by default, newest first. */
export const AccountRequestQuery = Type.Object(
  { view: Type.Optional(stringEnum(ACCOUNT_REQUEST_VIEWS, { default: 'open' })), ...paging(50) },
  { additionalProperties: false },
);
export type AccountRequestQuery = Static<typeof AccountRequestQuery>;

/** A request as administrators see it. Its texts are what a visitor typed: render them as text only. */
export const AccountRequest = Type.Object({
  id: Type.Integer(),
  kind: stringEnum(ACCOUNT_REQUEST_KINDS),
  status: stringEnum(ACCOUNT_REQUEST_STATUSES),
  username: Type.String(),
  /** A registration's display name and e-mail; empty for a reset. */
  name: Type.String(),
  email: Type.String(),
  note: Type.String(),
  createdAt: DateTime,
  /**
   * Whether an account has this username now: a registration for a taken name cannot be approved, a reset for an
   * unknown one gets no code.
   */
  accountExists: Type.Boolean(),
  /** When and by whom it was last answered (approved, rejected, code issued); null while pending. */
  decidedAt: nullable(DateTime),
  decidedBy: nullable(Type.String()),
  /** Until when the issued code works; null without one. */
  codeExpiresAt: nullable(DateTime),
});
export type AccountRequest = Static<typeof AccountRequest>;

export const AccountRequestPage = Paged(AccountRequest);
export type AccountRequestPage = Static<typeof AccountRequestPage>;

/** POST /api/admin/account-requests/:id/reset-code: the code, shown this once (only its hash is kept). */
export const ResetCodeResult = Type.Object({
  request: AccountRequest,
  code: Type.String(),
  expiresAt: DateTime,
});
export type ResetCodeResult = Static<typeof ResetCodeResult>;
