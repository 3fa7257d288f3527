import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { HttpError } from '../lib/http-error.js';
import { SERVED_EXTENSIONS, refusedBuildFile } from './build-files.js';
import type { BuildFile } from './remote-store/remote-store.js';

export interface ArchiveLimits {
  /** The most bytes the archive may take, compressed, and unpacked: the whole .tar, not only its files (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** The most files it may hold (UPLOAD_MAX_FILES). */
  maxFiles: number;
}

const MAX_PATH_LENGTH = 1024;

const refuse = (message: string, params?: Record<string, string | number>) =>
  HttpError.badRequest(`The archive is refused: ${message}`, params);

/**
 * An entry's name as a path inside the version folder, or why it is not one. Whatever could land outside the folder
 * or mean something else on another system is refused, not repaired: "./" at the start is the only thing dropped.
 */
export function entryPath(name: string): string | HttpError {
  let relative = name;
  while (relative.startsWith('./')) relative = relative.slice(2);
  relative = relative.replace(/\/$/, '');
  const shown = name.slice(0, 200);
  if (relative === '' || relative === '.') return refuse('an entry has no name');
  if (relative.length > MAX_PATH_LENGTH) return refuse('the name of {entry} is too long', { entry: shown });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(relative)) {
    return refuse('{entry} has a control character or a backslash in its name', {
      entry: JSON.stringify(shown),
    });
  }
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) {
    return refuse('{entry} is an absolute path', { entry: shown });
  }
  const segments = relative.split('/');
  if (segments.includes('..')) return refuse('{entry} leaves the build folder (..)', { entry: shown });
  if (segments.some((segment) => segment === '' || segment === '.')) {
    return refuse('{entry} has an empty segment in its name', { entry: shown });
  }
  return relative;
}

/** Passes bytes on until more than `limit` went through, then fails with the message. */
function byteLimit(limit: number, message: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(refuse(message, { limit }));
      else callback(null, chunk);
    },
  });
}

// Metadata of the archive itself, never a file of the build.
const METADATA_TYPES = new Set(['pax-global-header']);

/**
 * Reads a .tar.gz of a build into memory, checking every entry as it streams by: only plain files and folders,
 * names inside the build folder, within the size and count limits. The first problem stops the reading: the rest of
 * the archive is never unpacked, and nothing has been written anywhere.
 */
export async function readBuildArchive(source: Readable, limits: ArchiveLimits): Promise<BuildFile[]> {
  const extract = tar.extract();
  // The unpacked stream is counted as a whole: a few kilobytes of gzip can unpack to gigabytes after the tar's last
  // entry (or between entries), which no entry's size shows, and all of it would be unpacked before the end.
  const piping = pipeline(
    source,
    byteLimit(limits.maxBytes, 'it is larger than the limit of {limit} bytes'),
    createGunzip(),
    byteLimit(limits.maxBytes, 'it unpacks to more than the limit of {limit} bytes'),
    extract,
  );
  // Its failure also ends the loop below, which reports it; this only keeps it from being unhandled.
  piping.catch(() => undefined);

  const files: BuildFile[] = [];
  const seen = new Set<string>();
  let unpacked = 0;
  try {
    for await (const entry of extract) {
      const { header } = entry;
      if (METADATA_TYPES.has(header.type ?? '')) {
        entry.resume();
        continue;
      }
      const name = entryPath(header.name);
      if (name instanceof HttpError) throw name;
      if (header.type === 'directory') {
        entry.resume();
        continue;
      }
      if (header.type !== 'file' && header.type !== 'contiguous-file') {
        throw refuse('{entry} is a {type}: only files and folders are accepted', {
          entry: name,
          type: header.type ?? 'entry of no type',
        });
      }
      const refusedType = refusedBuildFile(name);
      if (refusedType) {
        throw refuse(
          '{entry} {why}: a build holds what a page loads ({types}), its source maps and its prerender build',
          { entry: name, why: refusedType, types: SERVED_EXTENSIONS.map((type) => `.${type}`).join(', ') },
        );
      }
      if (seen.has(name)) throw refuse('{entry} is in it twice', { entry: name });
      seen.add(name);
      if (seen.size > limits.maxFiles) {
        throw refuse('it has more than {limit} files', { limit: limits.maxFiles });
      }
      unpacked += header.size ?? 0;
      if (unpacked > limits.maxBytes) {
        throw refuse('{entry} takes its files past the limit of {limit} bytes', {
          entry: name,
          limit: limits.maxBytes,
        });
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.push({ path: name, data: Buffer.concat(chunks) });
    }
    await piping;
  } catch (error) {
    source.resume();
    if (error instanceof HttpError) throw error;
    // A limit passed inside the pipeline ends the extraction too: the pipeline's own failure says which.
    const failure = await piping.then(
      () => error,
      (pipeError: unknown) => pipeError,
    );
    if (failure instanceof HttpError) throw failure;
    throw refuse('it is not a complete .tar.gz ({reason})', {
      reason: (error as Error).message || 'unreadable',
    });
  }

  // A file where another file needs a folder ("a" and "a/b") cannot be written.
  for (const file of files) {
    const parts = file.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (seen.has(folder)) throw refuse('{entry} is a file and a folder', { entry: folder });
    }
  }
  if (files.length === 0) throw refuse('it holds no files');
  return files;
}
