/**
 * A remote's federation container becomes a global variable, so its name carries a prefix that no browser global
 * has ("console" would replace window.console). Remote builds name their containers with it, the host loads them by
 * it, and the server checks a build's manifest against it.
 */
export function federationName(remote: string): string {
  return `remote_${remote}`;
}
