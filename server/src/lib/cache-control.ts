import path from 'node:path';

const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content-hashed chunks never change, so browsers keep them for a year. Everything else (entry files, federation
 * manifests, index.html, remotes.json) must be revalidated, or a release would not be seen.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_SUFFIX, '');
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}
