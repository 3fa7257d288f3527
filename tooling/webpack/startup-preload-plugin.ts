import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module, WebpackPluginInstance } from 'webpack';

type ConsumeModule = Module & { options: { shareKey: string } };
type ProvideModule = Module & { _name: string };

/**
 * The files an entry loads before it can render: the chunks of its first dynamic import (the asynchronous boundary
 * that lets federation set up shared modules) and, transitively, the chunks of the shared modules those chunks
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
  const groups: ChunkGroup[] = [];
  const seenGroups = new Set<ChunkGroup>();
  const seenChunks = new Set<Chunk>();
  const addBlocksOf = (module: Module, onlyFirst: boolean) => {
    for (const block of onlyFirst ? module.blocks.slice(0, 1) : module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group && !seenGroups.has(group)) {
        seenGroups.add(group);
        groups.push(group);
      }
    }
  };
  const entryModule = chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk());
  for (const module of entryModule) addBlocksOf(module, true);

  const files = new Set<string>();
  for (let i = 0; i < groups.length; i += 1) {
    for (const chunk of groups[i]!.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A shared module that is not provided eagerly is fetched from its own chunk when first consumed.
        if (module.type !== 'consume-shared-module') continue;
        const provider = providers.get((module as ConsumeModule).options.shareKey);
        addBlocksOf(provider ?? module, false);
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
