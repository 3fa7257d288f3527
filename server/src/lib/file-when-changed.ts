import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the host's build, read once and again only when it changes (a new host build replaces it while the
 * server runs): each call costs a stat. Undefined while the file does not exist.
 */
export function fileWhenChanged<T>(file: string, parse: (text: string) => T): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')) };
    }
    return cached.value;
  };
}
