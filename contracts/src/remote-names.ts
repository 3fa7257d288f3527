/**
 * What names a remote, and a version of its build: package version plus build id (0.1.0-47cd20404a). Apart from
 * the remote index's schemas, so a browser that checks a name carries no schema library.
 */
export const REMOTE_NAME_PATTERN = '^[a-z][a-z0-9-]{0,31}$';
export const VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$';
