import type { Chunk, ChunkGroup, Compilation, Module } from 'webpack';

type ConsumeModule = Module & { options: { shareKey: string } };
type ProvideModule = Module & { _name: string };

/** The share keys this build provides (a shared module it brings a copy of), each with its provide module. */
export function providedModules(compilation: Compilation): Map<string, Module> {
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set((module as ProvideModule)._name, module);
  }
  return providers;
}

/** The chunk groups a module loads on demand (its dynamic imports; for a provide module, the shared copy). */
export function blockGroups(compilation: Compilation, module: Module): ChunkGroup[] {
  return module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block) ?? []);
}

/** Only what a page fetches: scripts and stylesheets. */
export const isPageAsset = (file: string): boolean => /\.(js|css)$/.test(file);

/** The scripts and stylesheets of some chunk groups, each once. */
export function groupFiles(groups: Iterable<ChunkGroup>): string[] {
  const files = [...groups].flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set(files)].filter(isPageAsset);
}

export interface SharedWalk {
  /** The files of every chunk reached, the starting groups' included. */
  files: Set<string>;
  /** Each shared module consumed on the way, with the scripts and styles of this build's copy (none without one). */
  consumed: Map<string, string[]>;
}

/**
 * The chunks a page loads from some chunk groups on: theirs and, transitively, those of the shared modules they
 * consume, as this build provides them. A shared module that is not provided eagerly is fetched from its own chunk
 * when first consumed, one network round trip after the code that consumes it has run: these are the files to hint.
 */
export function walkWithShares(compilation: Compilation, start: Iterable<ChunkGroup>): SharedWalk {
  const { chunkGraph } = compilation;
  const providers = providedModules(compilation);
  const files = new Set<string>();
  const consumed = new Map<string, string[]>();
  const seenChunks = new Set<Chunk>();
  const visit = (groups: Iterable<ChunkGroup>) => {
    for (const group of groups) {
      for (const chunk of group.chunks) {
        if (seenChunks.has(chunk)) continue;
        seenChunks.add(chunk);
        for (const file of chunk.files) files.add(file);
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== 'consume-shared-module') continue;
          const key = (module as ConsumeModule).options.shareKey;
          const provider = providers.get(key);
          // Without a copy of its own, the build's fallback (if any) is inside the consume module's blocks.
          const groups = blockGroups(compilation, provider ?? module);
          if (!consumed.has(key)) consumed.set(key, groupFiles(groups));
          visit(groups);
        }
      }
    }
  };
  visit(start);
  return { files, consumed };
}
