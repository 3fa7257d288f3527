import type { NoticeCategory, NoticeStatus } from '@site/contracts/api/notice-fields';

/**
 * The admin list as the console asks for it (GET /api/admin/notices): search text, filters ('' for all, as the
 * address's query has them) and page. The key of its answer in the query cache.
 */
export interface AdminNoticeFilter {
  q?: string;
  status?: NoticeStatus | '';
  category?: NoticeCategory | '';
  page: number;
  pageSize: number;
}
