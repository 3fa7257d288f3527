/** Milliseconds since the epoch. Injected so tests can move time (session expiry, scheduled notices, rate windows). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
