import { readFile, stat } from 'node:fs/promises';

/** How long a read file is taken as it is before its modification time is looked at again. */
const CHECK_EVERY_MS = 1000;

/**
 * A file of the host's build, read once and again only when it changes (a new host build replaces it while the
 * server runs). Its modification time is looked at once a second at most, not for every page: a page kept for every
 * visitor costs no file system call. Undefined while the file does not exist (looked for again at each call, so a
 * first build is seen at once).
 */
export function fileWhenChanged<T>(
  file: string,
  parse: (text: string) => T,
  { checkEveryMs = CHECK_EVERY_MS, now = Date.now }: { checkEveryMs?: number; now?: () => number } = {},
): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T; checkedAt: number } | undefined;
  let checking: Promise<T | undefined> | undefined;
  const check = async (): Promise<T | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info) {
      cached = undefined;
      return undefined;
    }
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')), checkedAt: now() };
    } else cached.checkedAt = now();
    return cached.value;
  };
  return async () => {
    if (cached && now() - cached.checkedAt < checkEveryMs) return cached.value;
    // Page views that come while the file is looked at share the look.
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };
}
