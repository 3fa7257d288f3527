import { type Static, Type } from 'typebox';
import { DateTime, Instant, Paged, nullable, paging, stringEnum, text } from './common.js';
import {
  NOTICE_BODY_MAX_LENGTH,
  NOTICE_CATEGORIES,
  NOTICE_SEARCH_MAX_LENGTH,
  NOTICE_STATUSES,
  NOTICE_TITLE_MAX_LENGTH,
} from './notice-fields.js';

const category = stringEnum(NOTICE_CATEGORIES);
const status = stringEnum(NOTICE_STATUSES);

/** An announcement as staff see it: any status, with its body (Markdown; clients sanitise what they render). */
export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  category,
  status,
  publishAt: DateTime,
  createdAt: DateTime,
  updatedAt: DateTime,
  /** The display name of the staff account that created it; null once that account is gone. */
  author: nullable(Type.String()),
});
export type Notice = Static<typeof Notice>;

/** One edit of a notice, with the notice as it was after it. */
export const NoticeEdit = Type.Object({
  id: Type.Integer(),
  action: stringEnum(['create', 'update', 'delete']),
  /** The editor's username. */
  editor: Type.String(),
  editedAt: DateTime,
  changedFields: Type.Array(Type.String()),
  snapshot: Type.Object({
    title: Type.Optional(Type.String()),
    body: Type.Optional(Type.String()),
    category: Type.Optional(Type.String()),
    status: Type.Optional(Type.String()),
    publishAt: Type.Optional(Type.String()),
  }),
});
export type NoticeEdit = Static<typeof NoticeEdit>;

/** A notice with its edit history, newest first: the admin detail and the answer to every write. */
export const AdminNotice = Type.Object({ ...Notice.properties, history: Type.Array(NoticeEdit) });
export type AdminNotice = Static<typeof AdminNotice>;

const inputFields = {
  // At least one visible character: a title of spaces is as empty as no title.
  title: text({ minLength: 1, maxLength: NOTICE_TITLE_MAX_LENGTH, pattern: '\\S' }),
  body: text({ minLength: 1, maxLength: NOTICE_BODY_MAX_LENGTH, pattern: '\\S', multiline: true }),
  category,
  status,
  publishAt: Instant,
};

/** POST /api/notices. `publishAt` defaults to now; a future one with status published schedules the notice. */
export const NoticeInput = Type.Object(
  { ...inputFields, publishAt: Type.Optional(inputFields.publishAt) },
  { additionalProperties: false },
);
export type NoticeInput = Static<typeof NoticeInput>;

/** PUT /api/notices/:id: any non-empty subset of the fields; the others keep their values. */
export const NoticeUpdate = Type.Partial(Type.Object(inputFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type NoticeUpdate = Static<typeof NoticeUpdate>;

/** GET /api/admin/notices. `q` is a case-insensitive substring of title or body (% and _ are literal). */
export const NoticeListQuery = Type.Object(
  {
    q: Type.Optional(text({ maxLength: 100 })),
    status: Type.Optional(status),
    category: Type.Optional(category),
    ...paging(50),
  },
  { additionalProperties: false },
);
export type NoticeListQuery = Static<typeof NoticeListQuery>;

/** The most titles one search answers: enough for a pick list, never a page of bodies. */
export const NOTICE_SEARCH_MAX_LIMIT = 20;

/**
 * GET /api/admin/notices/search: titles that contain `q` (case-insensitive, % and _ literal, spaces around it
 * ignored), for the console's search box. Unlike the list it needs a text, and answers no bodies.
 */
export const NoticeSearchQuery = Type.Object(
  {
    q: text({ minLength: 1, maxLength: NOTICE_SEARCH_MAX_LENGTH, pattern: '\\S' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTICE_SEARCH_MAX_LIMIT, default: 8 })),
  },
  { additionalProperties: false },
);
export type NoticeSearchQuery = Static<typeof NoticeSearchQuery>;

/** A notice found by its title: what a search result shows and links to. */
export const NoticeSearchHit = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category,
  status,
  publishAt: DateTime,
});
export type NoticeSearchHit = Static<typeof NoticeSearchHit>;

/** Titles starting with the text first, then the newest; `total` counts every match. */
export const NoticeSearchResult = Type.Object({ items: Type.Array(NoticeSearchHit), total: Type.Integer() });
export type NoticeSearchResult = Static<typeof NoticeSearchResult>;

export const NoticePage = Paged(Notice);
export type NoticePage = Static<typeof NoticePage>;

/** A notice in the players' list: no body, no status (players see published ones only). */
export const PublicNoticeItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category,
  publishAt: DateTime,
  updatedAt: DateTime,
});
export type PublicNoticeItem = Static<typeof PublicNoticeItem>;

/** GET /api/notices: the players' list, of one category when `category` is given. */
export const PublicNoticeQuery = Type.Object(
  { category: Type.Optional(category), ...paging(50) },
  { additionalProperties: false },
);
export type PublicNoticeQuery = Static<typeof PublicNoticeQuery>;

export const PublicNoticePage = Paged(PublicNoticeItem);
export type PublicNoticePage = Static<typeof PublicNoticePage>;

/** The notice next to one in the public order. */
export const NoticeNeighbour = Type.Object({ id: Type.Integer(), title: Type.String() });
export type NoticeNeighbour = Static<typeof NoticeNeighbour>;

/** GET /api/notices/:id: `prev` is the next older visible notice, `next` the next newer one. */
export const PublicNotice = Type.Object({
  ...PublicNoticeItem.properties,
  body: Type.String(),
  prev: nullable(NoticeNeighbour),
  next: nullable(NoticeNeighbour),
});
export type PublicNotice = Static<typeof PublicNotice>;
