/** Every password set through the API, the settings or the CLI is at least this long (and not a common one). */
export const MIN_PASSWORD_LENGTH = 10;
/** The most the API reads of a password: enough for any passphrase, bounded for the hash's sake. */
export const MAX_PASSWORD_LENGTH = 256;
