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
