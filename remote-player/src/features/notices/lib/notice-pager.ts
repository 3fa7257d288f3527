// The list page's own logic, apart from what its route reads from the address (notice-archive.ts): the route's
// module is in every player page, this only in the list's.
import { ARCHIVE_PAGE_SIZE, type ArchivePlace } from './notice-archive';

/** The list's query string for a place, without what is the default (every category, page 1). */
export function archiveSearch(place: ArchivePlace): string {
  const params = new URLSearchParams();
  if (place.category) params.set('category', place.category);
  if (place.page > 1) params.set('page', String(place.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many pages a list of `total` notices has: at least one, the page that says the list is empty. */
export function pageCount(total: number, pageSize = ARCHIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A number of the pager, or a gap between numbers that are not shown. */
export type PagerItem = number | 'gap';

/**
 * The page numbers the pager shows: always the first and the last, the current one with `around` on each side, and a
 * gap where numbers are left out. A gap never stands for a single page: that page is shown instead.
 */
export function pagerItems(current: number, count: number, around = 1): PagerItem[] {
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [index, page] of pages.entries()) {
    const before = pages[index - 1];
    if (before !== undefined && page - before === 2) items.push(before + 1);
    else if (before !== undefined && page - before > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
