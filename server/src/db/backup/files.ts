import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { syncPath } from '../syncing-node-fs.js';

/**
 * Writes `file` whole or not at all: into a temp file beside it, synced, then renamed over it. A backup interrupted
 * halfway never looks like a backup.
 */
export async function writeFileDurably(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, data, { mode: 0o600 });
  syncPath(partial);
  await rename(partial, file);
  syncPath(path.dirname(path.resolve(file)));
}
