import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

// Operators set DATA_DIR; the embedded database is the db folder inside it.
const WHERE = '(DATA_DIR/db)';
const ADVICE = 'Set DATA_DIR to a folder the server can write to.';

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The nearest folder or file on the way up from target that exists. */
function nearestExisting(target: string): string {
  let current = target;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** The cause of a failed file operation on `target`, in the operator's terms. */
function cause(error: unknown, target: string): string {
  const user = process.getuid ? ` for the user running the server (uid ${process.getuid()})` : '';
  switch (errorCode(error)) {
    case 'ENOTDIR':
    case 'EEXIST':
      // The nearest existing path on the way up is the file in the way (or the target itself).
      return `${nearestExisting(target)} is a file, not a folder`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied${user} in ${nearestExisting(target)}`;
    case 'EROFS':
      return `${nearestExisting(target)} is on a read-only file system`;
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Makes sure the embedded database can live in `folder` before the engine is started, and otherwise says which
 * folder and why: the engine itself only reports "PGlite failed to initialize properly", or worse. Writability is
 * tested by writing, since modes say nothing about read-only mounts, full disks, or root, whom modes do not bind.
 */
export function prepareDataFolder(folder: string): void {
  try {
    // One level at a time: a recursive mkdir reports ENOENT where the file system said EROFS.
    const missing: string[] = [];
    for (let current = folder; !existsSync(current); current = path.dirname(current))
      missing.unshift(current);
    for (const each of missing) {
      try {
        mkdirSync(each);
      } catch (error) {
        // Another instance starting on the same folder may have just created it.
        if (errorCode(error) !== 'EEXIST' || !statSync(each).isDirectory()) throw error;
      }
    }
    if (!statSync(folder).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'EEXIST' });
  } catch (error) {
    throw new Error(
      `The embedded database folder ${folder} ${WHERE} cannot be created: ${cause(error, folder)}. ${ADVICE}`,
      { cause: error },
    );
  }
  // The folder itself, and in an existing database the file PostgreSQL rewrites first: a copy restored as another
  // user can leave a writable folder around files the server may not change.
  const probes = [path.join(folder, `.write-check-${process.pid}`)];
  const control = path.join(folder, 'global', 'pg_control');
  if (existsSync(control)) probes.push(control);
  for (const probe of probes) {
    try {
      const created = probe !== control;
      const fd = openSync(probe, created ? 'wx' : 'r+');
      try {
        if (created) writeSync(fd, 'ok');
        fsyncSync(fd);
      } finally {
        closeSync(fd);
        if (created) unlinkSync(probe);
      }
    } catch (error) {
      const file = probe === control ? ` (${path.relative(folder, control)})` : '';
      throw new Error(
        `The embedded database folder ${folder} ${WHERE} is not writable${file}: ${cause(error, folder)}. ${ADVICE}`,
        { cause: error },
      );
    }
  }
}
