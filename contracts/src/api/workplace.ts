import { type Static, Type } from 'typebox';
import { DailyCount, nullable, stringEnum } from './common.js';
import { DEFAULT_POPULAR_TYPE, POPULAR_TYPES } from './popular-types.js';

/** GET /api/content-data: pre-registrations per day for the 8 days up to today. */
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
  dailyNewComments: Type.Integer(),
  yesterdayNewComments: Type.Integer(),
  /** Percent, one decimal; null when yesterday had no comments. */
  changeSinceYesterday: nullable(Type.Number()),
});
export type WorkplaceSummary = Static<typeof WorkplaceSummary>;
