interface StyleSheetEntry {
  /** Import order, which is the order the page's stylesheets apply in. */
  order: number;
  css: string;
  /** Global stylesheets (no class names to read) go with every page. */
  global: boolean;
}

const sheets: StyleSheetEntry[] = [];
let used: Set<StyleSheetEntry> | undefined;

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
      used?.add(entry);
      return Reflect.get(target, key) as string | undefined;
    },
  });
}

/** Runs a (synchronous) render and returns its result with the stylesheets it used, in their import order. */
export function collectStyles<T>(render: () => T): { result: T; css: string } {
  used = new Set(sheets.filter((sheet) => sheet.global));
  try {
    const result = render();
    const css = [...used]
      .sort((a, b) => a.order - b.order)
      .map((sheet) => sheet.css.trim())
      .join('\n');
    return { result, css };
  } finally {
    used = undefined;
  }
}
