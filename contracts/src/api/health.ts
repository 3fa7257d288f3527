import { type Static, Type } from 'typebox';

/** GET /api/health/live: the process answers. */
export const LiveStatus = Type.Object({ status: Type.String(), uptimeSeconds: Type.Number() });
export type LiveStatus = Static<typeof LiveStatus>;

/** GET /api/health: the process answers and the database can be written and read back. */
export const ReadyStatus = Type.Object({ ...LiveStatus.properties, database: Type.String() });
export type ReadyStatus = Static<typeof ReadyStatus>;
