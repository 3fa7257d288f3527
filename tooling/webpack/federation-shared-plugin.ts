import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HOST_SHARED_FILES_FILE } from '@site/contracts/remote-build';
import webpack, { type Compilation, type Compiler, type WebpackPluginInstance } from 'webpack';
import { blockGroups, groupFiles, providedModules } from './shared-chunks';

/** Written beside the host's index.html; the server's release guard reads it (server/src/releases/store.ts). */
export const FEDERATION_SHARED_FILE = 'federation-shared.json';

export interface SharedVersion {
  name: string;
  version: string;
}

function readPackage(file: string): { name?: string; version?: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
}

/**
 * The version of a package as installed for the app: its package.json, found through the package's own exports when
 * it lists ./package.json, else by walking up from its main file (some packages do not export package.json).
 */
export function installedVersion(appDir: string, name: string): string {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  try {
    return readPackage(requireFromApp.resolve(`${name}/package.json`)).version ?? '';
  } catch {
    let dir = path.dirname(requireFromApp.resolve(name));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file) && readPackage(file).name === name) return readPackage(file).version ?? '';
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`cannot find the installed version of ${name} from ${appDir}`);
      dir = parent;
    }
  }
}

/**
 * What a host build provides to every remote: one {name, version} per shared package (deep-import entries such as
 * "react/" belong to their package). A remote release is checked against this list before it goes live, so a remote
 * that needs a React the host does not have is refused instead of breaking the page.
 */
export function sharedVersions(
  appDir: string,
  shared: Record<string, { version?: string; import?: string | false }>,
): SharedVersion[] {
  const byName = new Map<string, string>();
  for (const [key, entry] of Object.entries(shared)) {
    const name = key.replace(/\/$/, '');
    // import: false means the host only consumes it (the remote that needs it brings its own copy).
    if (byName.has(name) || entry.import === false) continue;
    byName.set(name, entry.version ?? installedVersion(appDir, name));
  }
  return [...byName.entries()]
    .map(([name, version]) => ({ name, version }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Each share key this build brings a copy of, with the files of that copy (shared-files.json). */
export function sharedCopyFiles(compilation: Compilation): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [key, module] of [...providedModules(compilation)].sort(([a], [b]) => a.localeCompare(b))) {
    files[key] = groupFiles(blockGroups(compilation, module)).sort();
  }
  return files;
}

/** Emits federation-shared.json and shared-files.json into the host's build output. */
export class FederationSharedPlugin implements WebpackPluginInstance {
  constructor(
    private readonly appDir: string,
    private readonly shared: Record<string, { version?: string; import?: string | false }>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FederationSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationSharedPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(sharedVersions(this.appDir, this.shared), null, 2)}\n`;
          compilation.emitAsset(FEDERATION_SHARED_FILE, new webpack.sources.RawSource(json));
          const files = `${JSON.stringify(sharedCopyFiles(compilation), null, 2)}\n`;
          compilation.emitAsset(HOST_SHARED_FILES_FILE, new webpack.sources.RawSource(files));
        },
      );
    });
  }
}
