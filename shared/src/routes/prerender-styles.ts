import { AsyncLocalStorage } from 'node:async_hooks';

interface StyleSheetEntry {
  /** Import order, which is the order the page's stylesheets apply in. */
  order: number;
  css: string;
  /** Global stylesheets (no class names to read) go with every page. */
  global: boolean;
}

const sheets: StyleSheetEntry[] = [];
// The stylesheets each render uses, its own whatever else renders beside it (and however it awaits: a streaming
// render too).
const rendering = new AsyncLocalStorage<Set<StyleSheetEntry>>();

/**
 * The class names of one CSS module in the prerender build. Reading a class name while a page renders marks the
 * module's stylesheet as used by that page.
 */
export function trackedStyles(
  css: string,
  locals: Record<string, string> | undefined,
): Record<string, string> {
  const entry: StyleSheetEntry = { order: sheets.length, css, global: !locals };
  sheets.push(entry);
  return new Proxy(locals ?? {}, {
    get(target, key) {
      rendering.getStore()?.add(entry);
      return Reflect.get(target, key) as string | undefined;
    },
  });
}

/** Runs a render and returns its result with the stylesheets it used, in their import order. */
export function collectStyles<T>(render: () => T): { result: T; css: string } {
  const used = new Set(sheets.filter((sheet) => sheet.global));
  const result = rendering.run(used, render);
  const css = [...used]
    .sort((a, b) => a.order - b.order)
    .map((sheet) => sheet.css.trim())
    .join('\n');
  return { result, css };
}
