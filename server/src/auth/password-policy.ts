import { MIN_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import type { MessageParams } from '../lib/i18n.js';

/** A broken rule as a message template (see lib/i18n.ts) and its parameters, so an API answer can translate it. */
export interface PasswordRuleBroken {
  template: string;
  params: MessageParams;
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The most used passwords of public leaks, as zxcvbn-ts ships them (about 49,000), lower-cased. Loaded at the first
 * password that is set, not at start: decompressing the list takes about 70 ms. Only entries long enough to pass
 * the length rule are kept.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .map((entry) => normalise(entry))
          .filter((entry) => [...entry].length >= MIN_PASSWORD_LENGTH),
      ),
  );
  return commonPasswords;
}

// As the hash sees it (NFKC), and without case, which guessing lists try first anyway.
function normalise(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/**
 * Why `password` may not become an account's password, naming it `field` ("body.newPassword", "ADMIN_PASSWORD"):
 * fewer than MIN_PASSWORD_LENGTH characters, or on the list of common passwords (whatever the case).
 * Undefined when it may.
 */
export async function passwordRuleBroken(
  field: string,
  password: string,
): Promise<PasswordRuleBroken | undefined> {
  const normalised = normalise(password);
  // Characters as a person counts them (code points), not UTF-16 units.
  if ([...normalised].length < MIN_PASSWORD_LENGTH) {
    return {
      template: '{field} must be at least {min} characters',
      params: { field, min: MIN_PASSWORD_LENGTH },
    };
  }
  if ((await loadCommonPasswords()).has(normalised)) {
    return {
      template: '{field} is on a list of commonly used passwords: choose one that is harder to guess',
      params: { field },
    };
  }
  return undefined;
}
