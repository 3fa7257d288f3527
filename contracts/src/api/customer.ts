import { type Static, Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email.js';
import { stringEnum } from './common.js';
import { PREREGISTRATION_PLATFORMS, PREREGISTRATION_SOURCES } from './preregistration-fields.js';

/** POST /customer/MailCol: the pre-registration form. One registration per e-mail (any case) and campaign. */
export const PreregistrationInput = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    platform: stringEnum(PREREGISTRATION_PLATFORMS),
    source: stringEnum(PREREGISTRATION_SOURCES),
    campaign: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
  },
  { additionalProperties: false },
);
export type PreregistrationInput = Static<typeof PreregistrationInput>;

/** A repeat registers nothing new and says so; the page shows "registered" either way. */
export const PreregistrationResult = Type.Object({
  registered: Type.Boolean(),
  alreadyRegistered: Type.Boolean(),
});
export type PreregistrationResult = Static<typeof PreregistrationResult>;
