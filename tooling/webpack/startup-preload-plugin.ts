import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module, WebpackPluginInstance } from 'webpack';

type ConsumeModule = Module & { options: { shareKey: string } };
type ProvideModule = Module & { _name: string };

/**
 * The files an entry loads before it can render: the chunks of its dynamic import (the asynchronous boundary that
 * lets federation set up shared modules) and, transitively, the chunks of the shared modules those chunks
 * consume, as this build provides them (the page starts with no other provider). Without hints the browser only
 * discovers them after the entry has run, one network round trip later.
 */
export function startupFiles(compilation: Compilation, entryName: string): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set((module as ProvideModule)._name, module);
  }
  // A set visits what is added to it while it is being iterated: the walk goes on until no new group turns up.
  const groups = new Set<ChunkGroup>();
  const seenChunks = new Set<Chunk>();
  const addBlocksOf = (module: Module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) groups.add(group);
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk()))
    addBlocksOf(module);

  const files = new Set<string>();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A shared module that is not provided eagerly is fetched from its own chunk when first consumed.
        if (module.type !== 'consume-shared-module') continue;
        const provider = providers.get((module as ConsumeModule).options.shareKey);
        addBlocksOf(provider ?? module);
      }
    }
  }
  for (const file of entry.getFiles()) files.delete(file);
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

/** Adds preload hints for the start-up files to the HTML page that the entry is written into. */
export class StartupPreloadPlugin implements WebpackPluginInstance {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const publicPath = data.publicPath;
          const hints = startupFiles(compilation, this.entryName).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            }),
          );
          data.headTags.push(...hints);
          return data;
        },
      );
    });
  }
}
