import { type Static, Type } from 'typebox';
import { DailyCount, DateTime, Paged, nullable, paging, stringEnum } from './common.js';
import { DEFAULT_POPULAR_TYPE, POPULAR_TYPES } from './popular-types.js';

/** GET /api/content-data: pre-registrations per day for the 8 days up to today (so far: the last is partial). */
export const ContentData = Type.Array(DailyCount);
export type ContentData = Static<typeof ContentData>;

/** GET /api/popular/list. */
export const PopularListQuery = Type.Object(
  { type: Type.Optional(stringEnum(POPULAR_TYPES, { default: DEFAULT_POPULAR_TYPE })) },
  { additionalProperties: false },
);
export type PopularListQuery = Static<typeof PopularListQuery>;

export const PopularItem = Type.Object({
  /** The rank, from 1. */
  key: Type.Integer(),
  /** Display text: "346.3w+" (w = 万, ten thousand), "998+". */
  clickNumber: Type.String(),
  title: Type.String(),
  /** Change in percent; negative when falling. */
  increases: Type.Integer(),
});
export type PopularItem = Static<typeof PopularItem>;

export const PopularList = Type.Array(PopularItem);
export type PopularList = Static<typeof PopularList>;

/** GET /api/workplace/summary. */
export const WorkplaceSummary = Type.Object({
  balance: Type.Object({ amount: Type.Number(), currency: Type.String() }),
  pendingOrders: Type.Integer(),
  renewalOrders: Type.Integer(),
  onlineContent: Type.Integer(),
  contentPutIn: Type.Integer(),
  /** Comments today so far (the site's day). */
  dailyNewComments: Type.Integer(),
  /** Comments yesterday up to the same time of day: what today so far is compared with. */
  yesterdayNewComments: Type.Integer(),
  /** Percent, one decimal, today so far against the same hours of yesterday; null when those had no comments. */
  changeSinceYesterday: nullable(Type.Number()),
});
export type WorkplaceSummary = Static<typeof WorkplaceSummary>;

/** GET /api/workplace/projects: the publisher's content projects, newest first, a page at a time. */
export const ProjectListQuery = Type.Object({ ...paging(24) }, { additionalProperties: false });
export type ProjectListQuery = Static<typeof ProjectListQuery>;

/** A piece of content the publisher puts out (a guide, an artwork, a video), with its players' comments. */
export const Project = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: stringEnum(POPULAR_TYPES),
  status: stringEnum(['online', 'offline']),
  /** Being promoted right now. */
  promoted: Type.Boolean(),
  comments: Type.Integer(),
  createdAt: DateTime,
});
export type Project = Static<typeof Project>;

export const ProjectPage = Paged(Project);
export type ProjectPage = Static<typeof ProjectPage>;
