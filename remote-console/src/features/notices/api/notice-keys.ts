import type { AdminNoticeFilter } from './admin-notice-filter';

/**
 * The query keys of every notice answer the console holds, under one root: a write (create, edit, delete)
 * invalidates the root, so the admin list, a notice's details, the published list of the workplace and the navbar's
 * search results all follow.
 */
export const noticeKeys = {
  all: ['console', 'notices'] as const,
  adminList: (filter: AdminNoticeFilter) => ['console', 'notices', 'admin-list', filter] as const,
  adminDetail: (id: number) => ['console', 'notices', 'admin-detail', id] as const,
  published: (pageSize: number) => ['console', 'notices', 'published', pageSize] as const,
  search: (text: string) => ['console', 'notices', 'search', text] as const,
};
