/**
 * The limits of a real-user report batch and the kinds of problem it counts: what the host's reporter needs at run
 * time, without the schemas (and the schema library) that api/rum.ts builds from them.
 */
export const MAX_RUM_REPORTS = 20;
export const MAX_RUM_ERRORS = 10;
/** A batch larger than this (bytes) is refused before it is parsed. */
export const MAX_RUM_BATCH_BYTES = 16 * 1024;

export const RUM_ERROR_KINDS = ['boundary', 'uncaught', 'load-failure'] as const;
