import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';

export interface PackedBuild {
  archive: Buffer;
  files: number;
  bytes: number;
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, base);
      // The server refuses links and devices; better said here, with the file's name, than as a refused upload.
      if (!entry.isFile())
        throw new Error(`${full} is not a plain file: a build holds only files and folders`);
      return [path.relative(base, full).split(path.sep).join('/')];
    }),
  );
  return nested.flat().sort();
}

/** A .tar.gz of a build folder, its files at the top of the archive, as POST /api/remotes/:name/uploads takes it. */
export async function packBuild(distDir: string): Promise<PackedBuild> {
  const files = await listFiles(distDir);
  const pack = tar.pack();
  const gzipped = buffer(pack.pipe(createGzip({ level: 9 })));
  let bytes = 0;
  for (const name of files) {
    const data = await readFile(path.join(distDir, name));
    bytes += data.length;
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: data.length, mode: 0o644 }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }
  pack.finalize();
  return { archive: await gzipped, files: files.length, bytes };
}
