import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';
import { blockGroups, isPageAsset, walkWithShares } from './shared-chunks';

/**
 * The files an entry loads before it can render: the chunks of its dynamic import (the asynchronous boundary that
 * lets federation set up shared modules) and, transitively, the chunks of the shared modules those chunks
 * consume, as this build provides them (the page starts with no other provider). Without hints the browser only
 * discovers them after the entry has run, one network round trip later.
 */
export function startupFiles(compilation: Compilation, entryName: string): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryModules = compilation.chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk());
  const start = [...entryModules].flatMap((module) => blockGroups(compilation, module));
  const { files } = walkWithShares(compilation, start);
  for (const file of entry.getFiles()) files.delete(file);
  return [...files].filter(isPageAsset).sort();
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
