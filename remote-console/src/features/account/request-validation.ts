import {
  DISPLAY_NAME_MAX_LENGTH,
  REQUEST_NOTE_MAX_LENGTH,
  USERNAME_PATTERN,
} from '@site/contracts/api/account-request-fields';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import { EMAIL_MAX_LENGTH } from '@site/contracts/email';

// The request forms check what they send with the server's rules (contracts/src/api/account-requests.ts), so a
// visitor learns what to fix, in the console's language, before anything is sent. The server's own refusals (a
// common password, a code that does not work, a limit) come back as codes the same texts explain.

export type RequestField =
  'username' | 'name' | 'email' | 'password' | 'confirm' | 'note' | 'code' | 'newPassword';

/** Each field's problem, as the key of the text that explains it. */
export type FieldErrors = Partial<Record<RequestField, string>>;

const USERNAME = new RegExp(USERNAME_PATTERN);
// The shape the server's "email" format takes.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;
// Characters as the server counts them (code points).
const length = (value: string) => [...value].length;

/** The text of a field refused for what it is (not for being empty), on each form. */
const INVALID: Record<RequestField, string> = {
  username: 'request.username.invalid',
  name: 'request.name.invalid',
  email: 'request.email.invalid',
  password: 'request.password.invalid',
  confirm: 'request.confirm.invalid',
  note: 'request.note.invalid',
  code: 'reset.code.invalid',
  newPassword: 'request.password.invalid',
};

function checkPassword(
  errors: FieldErrors,
  field: 'password' | 'newPassword',
  password: string,
  confirm: string,
) {
  if (password === '') errors[field] = 'request.password.required';
  else if (
    length(password) < MIN_PASSWORD_LENGTH ||
    length(password) > MAX_PASSWORD_LENGTH ||
    CONTROL.test(password)
  )
    errors[field] = INVALID[field];
  else if (confirm !== password) errors.confirm = INVALID.confirm;
}

function checkNote(errors: FieldErrors, note: string) {
  if (length(note) > REQUEST_NOTE_MAX_LENGTH || CONTROL_BUT_LINE_BREAKS.test(note))
    errors.note = INVALID.note;
}

export interface RegisterValues {
  username: string;
  name: string;
  email: string;
  password: string;
  confirm: string;
  note: string;
}

export function checkRegister(values: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.username === '') errors.username = 'request.username.required';
  else if (!USERNAME.test(values.username)) errors.username = INVALID.username;
  const name = values.name.trim();
  if (name === '') errors.name = 'request.name.required';
  else if (length(values.name) > DISPLAY_NAME_MAX_LENGTH || CONTROL.test(values.name))
    errors.name = INVALID.name;
  const email = values.email.trim();
  if (email === '') errors.email = 'request.email.required';
  else if (length(email) > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.email = INVALID.email;
  checkPassword(errors, 'password', values.password, values.confirm);
  checkNote(errors, values.note);
  return errors;
}

export interface ForgotValues {
  username: string;
  note: string;
}

export function checkForgot(values: ForgotValues): FieldErrors {
  const errors: FieldErrors = {};
  const username = values.username.trim();
  if (username === '') errors.username = 'request.username.required';
  else if (length(values.username) > 64 || CONTROL.test(values.username))
    errors.username = 'forgot.username.invalid';
  checkNote(errors, values.note);
  return errors;
}

export interface ResetValues {
  code: string;
  newPassword: string;
  confirm: string;
}

export function checkReset(values: ResetValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.code.trim() === '') errors.code = 'reset.code.required';
  else if (length(values.code) > 64 || CONTROL.test(values.code)) errors.code = INVALID.code;
  checkPassword(errors, 'newPassword', values.newPassword, values.confirm);
  return errors;
}

/** What a refusal means for the page: a field to fix (its text), or a text for the whole form. */
export type Refusal = { field: RequestField; text: string } | { text: string };

const FIELDS = Object.keys(INVALID) as RequestField[];

/**
 * The page's reading of a refusal code: the server's ?error= after a form posted without the page's script, or
 * the code the page derives from an API answer (refusalCodeOf). Undefined for a code it does not know.
 */
export function refusalOf(code: string | null, usernameText = INVALID.username): Refusal | undefined {
  if (!code) return undefined;
  if (code === 'too-many') return { text: 'request.tooMany' };
  if (code === 'code-invalid') return { field: 'code', text: INVALID.code };
  const common = /^(password|newPassword)-common$/.exec(code);
  if (common) return { field: common[1] as RequestField, text: 'request.password.common' };
  if (!(FIELDS as string[]).includes(code)) return undefined;
  const field = code as RequestField;
  return { field, text: field === 'username' ? usernameText : INVALID[field] };
}

/**
 * The refusal code of an API answer: validation messages name the field in English whatever the language
 * ("body.email must match format …"), the server's own refusals are known by their status.
 */
export function refusalCodeOf(error: { message: string; status?: number }): string | undefined {
  if (error.status === 429) return 'too-many';
  const field = /^body\.(\w+)\b/.exec(error.message)?.[1];
  if (field && / is on a list of commonly used passwords/.test(error.message)) return `${field}-common`;
  if (field && (FIELDS as string[]).includes(field)) return field;
  return undefined;
}
