/** A page of the console the search offers: one the menu shows the current role. */
export interface SearchPage {
  key: string;
  path: string;
  label: string;
  /** The label of its menu section. */
  section: string;
}

/** Text as the search compares it: full-width forms folded (ＡＢＣ is ABC), any letter case. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().trim();
}

/**
 * The pages that match a text, best first: labels that start with it, then labels that contain it, then pages whose
 * section or address does. Without a text, every page in the menu's order.
 */
export function matchPages(pages: readonly SearchPage[], text: string): SearchPage[] {
  const wanted = foldText(text);
  if (!wanted) return [...pages];
  const ranked: { page: SearchPage; rank: number; index: number }[] = [];
  pages.forEach((page, index) => {
    const label = foldText(page.label);
    const rank = label.startsWith(wanted)
      ? 0
      : label.includes(wanted)
        ? 1
        : foldText(page.section).includes(wanted) || page.path.toLowerCase().includes(wanted)
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ page, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.page);
}

/** One choice of the result list, pages and notices alike: what it shows and where it leads. */
export interface SearchOption {
  id: string;
  kind: 'page' | 'notice' | 'more';
  path: string;
}

/** The option after (`step` 1) or before (-1) the active one, wrapping around; the first when none is active. */
export function moveActive(
  options: readonly SearchOption[],
  activeId: string | null,
  step: 1 | -1,
): string | null {
  if (options.length === 0) return null;
  const at = options.findIndex((option) => option.id === activeId);
  if (at === -1) return step === 1 ? options[0]!.id : options[options.length - 1]!.id;
  return options[(at + step + options.length) % options.length]!.id;
}

/** Whether a key press means "open the search": Ctrl+K or ⌘K anywhere, "/" where it would not type a slash. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}
