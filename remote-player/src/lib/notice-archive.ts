import { NOTICE_CATEGORIES, type NoticeCategory } from '@site/contracts/api/notice-fields';

/** Notices on one page of the list. */
export const ARCHIVE_PAGE_SIZE = 10;

// The API takes pages up to this; any page above it is past the end of every list the site will have.
const LAST_PAGE_ASKED = 100000;

/** Where the list is: its category (null: every category) and its page, from 1. */
export interface ArchivePlace {
  category: NoticeCategory | null;
  page: number;
}

/** The query parameters the list page reads: its address says which list and which page. */
export const ARCHIVE_SEARCH_PARAMS = ['category', 'page'];

function isCategory(value: string | null): value is NoticeCategory {
  return value !== null && (NOTICE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The list's place from its address. What cannot be a place is read as the start rather than refused: an unknown
 * category is every category, a page that is not a positive whole number is page 1 (an address typed or cut short).
 */
export function archivePlace(search: URLSearchParams | undefined): ArchivePlace {
  const category = search?.get('category') ?? null;
  const page = search?.get('page') ?? '';
  const number = /^\d{1,12}$/.test(page) ? Number(page) : 0;
  return {
    category: isCategory(category) ? category : null,
    page: number >= 1 ? Math.min(number, LAST_PAGE_ASKED) : 1,
  };
}

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
