import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../lib/http-error.js';

export interface BuildFile {
  /** Relative to the version folder, with forward slashes, already checked (upload-archive.ts). */
  path: string;
  data: Buffer;
}

/** Where uploads are assembled before they get their version's name: inside the store, so a rename moves them. */
export const STAGING_DIR = '.staging';

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? listFiles(full, base)
        : [path.relative(base, full).split(path.sep).join('/')];
    }),
  );
  return nested.flat();
}

/** Whether the folder holds exactly these files with exactly these bytes. */
async function holdsExactly(dir: string, files: BuildFile[]): Promise<boolean> {
  const present = (await listFiles(dir)).sort();
  const wanted = files.map((file) => file.path).sort();
  if (present.length !== wanted.length || present.some((name, i) => name !== wanted[i])) return false;
  for (const file of files) {
    const stored = await readFile(path.join(dir, file.path));
    if (!stored.equals(file.data)) return false;
  }
  return true;
}

function conflict(name: string, version: string): HttpError {
  return HttpError.conflict(
    '{remote} {version} is already stored with other content: versions name builds, so a new build needs a new version',
    { remote: name, version },
  );
}

/**
 * Writes a build under <store>/<name>/<version>/, once: staged in a folder of its own inside the store and renamed
 * into place, so no reader ever sees half a build under the version's name and a failed write leaves nothing.
 * Answers 'same' when that very build is already there; a version holding anything else is a 409, since pages
 * opened earlier may still load its files.
 */
export async function putBuild(
  storeDir: string,
  name: string,
  version: string,
  files: BuildFile[],
): Promise<'stored' | 'same'> {
  const target = path.join(storeDir, name, version);
  const existing = await readdir(target).then(
    () => true,
    () => false,
  );
  if (existing) {
    if (await holdsExactly(target, files)) return 'same';
    throw conflict(name, version);
  }
  const stage = path.join(storeDir, STAGING_DIR, `${name}-${version}-${randomBytes(6).toString('hex')}`);
  try {
    for (const file of files) {
      const destination = path.join(stage, ...file.path.split('/'));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, file.data, { flag: 'wx' });
    }
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(stage, target);
    } catch (error) {
      // Another upload of the same version got there first: fine if it stored the same build.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      if (await holdsExactly(target, files)) return 'same';
      throw conflict(name, version);
    }
    return 'stored';
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
