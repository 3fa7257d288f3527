import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';

/** One entry of a test archive: a file by default, or any other tar entry (a link, a device, a folder). */
export interface ArchiveEntry {
  name: string;
  data?: Buffer | string;
  type?: tar.Header['type'];
  linkname?: string;
}

/** A .tar of these entries, made as a CI job would make it (tar-stream, as the release command does). */
export async function tarball(entries: ArchiveEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const packed = buffer(pack);
  for (const entry of entries) {
    const data = entry.data === undefined ? undefined : Buffer.from(entry.data);
    await new Promise<void>((resolve, reject) => {
      pack.entry(
        { name: entry.name, type: entry.type ?? 'file', linkname: entry.linkname, size: data?.length ?? 0 },
        data ?? Buffer.alloc(0),
        (error) => (error ? reject(error) : resolve()),
      );
    });
  }
  pack.finalize();
  return packed;
}

/** A .tar.gz of these entries (zlib, as the release command does). */
export async function targz(entries: ArchiveEntry[]): Promise<Buffer> {
  return gzipSync(await tarball(entries));
}

export interface TestBuildOptions {
  /** The container the manifest names; the remote's own by default. */
  container?: string;
  routes?: string[];
  /** The react range the build asks the host for. */
  react?: string;
  /** A file of this content makes a build different from another. */
  marker?: string;
  /** Leave out the chunk the manifest names. */
  withoutChunk?: boolean;
}

/** A small build of a remote as its build writes it: manifest, entry, one exposed chunk, routes.json. */
export function testBuild(name: string, options: TestBuildOptions = {}): ArchiveEntry[] {
  const container = options.container ?? `remote_${name}`;
  const manifest = {
    id: container,
    name: container,
    metaData: {
      name: container,
      buildInfo: { buildVersion: '0.2.0', buildName: `@site/remote-${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: options.react ?? '^19.3.1', singleton: true },
      { name: '@site/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    ],
    remotes: [],
    exposes: [
      {
        id: `${container}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['routes.1a2b3c4d.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  return [
    { name: 'mf-manifest.json', data: JSON.stringify(manifest) },
    { name: 'remoteEntry.js', data: `/* ${container} entry */` },
    ...(options.withoutChunk ? [] : [{ name: 'routes.1a2b3c4d.js', data: '/* routes */' }]),
    {
      name: 'routes.json',
      data: JSON.stringify({ routes: options.routes ?? ['/home', '/home/play', '/dmg'] }),
    },
    { name: 'marker.txt', data: options.marker ?? 'first' },
  ];
}

/** Every file and folder under a folder, relative: what a refused upload must leave as it was. */
export function treeOf(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.relative(base, full);
    return statSync(full).isDirectory() ? [`${relative}/`, ...treeOf(full, base)] : [relative];
  });
}

/** The files of a build folder on disk as archive entries. */
export function entriesOf(dir: string): ArchiveEntry[] {
  return treeOf(dir)
    .filter((name) => !name.endsWith('/'))
    .map((name) => ({ name, data: readFileSync(path.join(dir, name)) }));
}
