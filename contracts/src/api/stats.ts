import { type Static, Type } from 'typebox';
import { DailyCount, stringEnum } from './common.js';
import { PREREGISTRATION_PLATFORMS, PREREGISTRATION_SOURCES } from './preregistration-fields.js';

/** GET /api/stats/preregistrations: every source and platform is listed (0 when none), adding up to total. */
export const PreregistrationStats = Type.Object({
  total: Type.Integer(),
  /** 14 days up to today. */
  byDay: Type.Array(DailyCount),
  bySource: Type.Array(Type.Object({ source: stringEnum(PREREGISTRATION_SOURCES), count: Type.Integer() })),
  byPlatform: Type.Array(
    Type.Object({ platform: stringEnum(PREREGISTRATION_PLATFORMS), count: Type.Integer() }),
  ),
});
export type PreregistrationStats = Static<typeof PreregistrationStats>;
