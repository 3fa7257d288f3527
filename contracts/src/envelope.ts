import { type Static, type TSchema, Type } from 'typebox';

/** Every API answer: `{ code, msg, data }` around the call's data (SPEC section 7, DESIGN section 4). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

/**
 * A value of the request that its schema refused, for a client to show on its field in the client's own words:
 * where it was (`body`, `query`, `params`), the field's path there (`phone`, `items.0.name`; empty for the whole
 * part), the rule it broke (the JSON Schema keyword: `required`, `maxLength`, `pattern`, `format`, `enum`, ...) and
 * that rule's limit or format when it has one.
 */
export const FieldError = Type.Object({
  in: Type.String(),
  field: Type.String(),
  rule: Type.String(),
  limit: Type.Optional(Type.Number()),
  format: Type.Optional(Type.String()),
});
export type FieldError = Static<typeof FieldError>;

/**
 * An answer that failed: its code and message name the problem, and it carries no data. A request its schema refused
 * also lists the fields at fault (`errors`).
 */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The static shape of an answer around data of type T. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errors?: FieldError[];
}
