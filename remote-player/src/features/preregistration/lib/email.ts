import { EMAIL_MAX_LENGTH } from '@site/contracts/email';

/** The same shape the server accepts (ajv's "email" format), so a valid-looking address is never refused later. */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export { EMAIL_MAX_LENGTH };

export type EmailProblem = 'emailRequired' | 'emailInvalid' | 'emailTooLong';

export function checkEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'emailRequired';
  if (email.length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  if (!EMAIL_PATTERN.test(email)) return 'emailInvalid';
  return null;
}
