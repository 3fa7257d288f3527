/** A build's file that cannot be read now: missing, unreachable, too slow, too large, or answered with an error. */
export class UnreadableError extends Error {
  override name = 'UnreadableError';
}

/** An address the server will not read from at all (an origin not listed, or a non-public network address). */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}
