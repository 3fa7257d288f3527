/**
 * The codes a notice is stored with, which pages show in words (お知らせ / メンテナンス / イベント / アップデート), and
 * the limits of its texts: what the console's form and the player's pages need at run time.
 */
export const NOTICE_CATEGORIES = ['news', 'maintenance', 'event', 'update'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** A draft is seen by staff only; a published notice by players once its publishAt has passed. */
export const NOTICE_STATUSES = ['draft', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_TITLE_MAX_LENGTH = 120;
export const NOTICE_BODY_MAX_LENGTH = 20000;
/** The longest text the console's search box sends. */
export const NOTICE_SEARCH_MAX_LENGTH = 100;

/** The fields a notice write takes, and an edit's history records. */
export const NOTICE_FIELDS = ['title', 'body', 'category', 'status', 'publishAt'] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];
