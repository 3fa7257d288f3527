import { type Static, type TSchema, Type } from 'typebox';

/** Every API answer: `{ code, msg, data }` around the call's data (SPEC section 7, DESIGN section 4). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

/** An answer that failed: its code and message name the problem, and it carries no data. */
export const ErrorEnvelope = Envelope(Type.Null());
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The static shape of an answer around data of type T. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
