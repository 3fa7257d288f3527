// Plain data, no schema library: the player's form imports it at run time.

/** The longest e-mail address the API takes (RFC 5321's limit on a path). */
export const EMAIL_MAX_LENGTH = 254;
