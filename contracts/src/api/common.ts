import { type Static, type TSchema, Type } from 'typebox';

/**
 * Building blocks of the API's schemas. Request strings carry a `text` rule that the server's validator enforces
 * (server/src/lib/validation.ts): single-line text refuses every control character and U+2028/U+2029, multi-line
 * text allows tab, CR and LF among them; neither takes an unpaired surrogate. A string that names no rule is checked
 * as single-line, so multi-line text is always a decision written here.
 */
export type TextRule = 'single-line' | 'multiline';

interface TextOptions {
  maxLength: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  multiline?: boolean;
}

/** A request text field; a maximum length is required, since every stored text has one. */
export function text(options: TextOptions) {
  const { multiline, ...rest } = options;
  const rule: TextRule = multiline ? 'multiline' : 'single-line';
  return Type.String({ ...rest, text: rule });
}

/**
 * A request date-time: RFC 3339 with a time zone, a real instant from 2000 up to 2101 (the server's `instant`
 * format). The OpenAPI document shows it as a date-time.
 */
export const Instant = Type.String({
  format: 'instant',
  description: 'An instant with its offset (RFC 3339: 2026-04-21T18:30:00+09:00 or 2026-04-21T09:30:00Z).',
});
export type Instant = Static<typeof Instant>;

/** Where the API documentation says which zone its dates are in. */
const SITE_ZONE = "the site's time zone (SITE_TIME_ZONE, by default Asia/Tokyo)";

/** An answer's instant: ISO 8601 in UTC (2026-04-21T09:30:00.000Z). */
export const DateTime = Type.String({
  format: 'date-time',
  description: `An instant in UTC (ISO 8601, 2026-04-21T09:30:00.000Z); the site's pages show it in ${SITE_ZONE}.`,
});
export type DateTime = Static<typeof DateTime>;

/** A calendar day (YYYY-MM-DD) in the site's time zone. */
export const Day = Type.String({
  format: 'date',
  description: `A calendar day (YYYY-MM-DD) in ${SITE_ZONE}.`,
});
export type Day = Static<typeof Day>;

/**
 * One of a list of strings. Written as `type: string` with `enum` rather than a union of literals: validation then
 * says "must be equal to one of the allowed values", and the fuzz suite and the document read it as one field.
 */
export function stringEnum<const T extends readonly string[]>(
  values: T,
  options: { default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** One of a list of integers (codes such as a message's status). */
export function integerEnum<const T extends readonly number[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'integer', enum: [...values] });
}

/** The schema, or null. */
export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** Database ids are PostgreSQL integers. */
export const MAX_ID = 2147483647;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export type Id = Static<typeof Id>;

/** Path parameters of the calls about one record: /api/notices/:id. */
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** The body of the calls that take none: nothing, an empty body or `{}`. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export type EmptyBody = Static<typeof EmptyBody>;

/** The query string of the calls that take no parameter: the same rule as an empty body. */
export const NoQuery = EmptyBody;
export type NoQuery = EmptyBody;

export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE = 100000;

/** `page` and `pageSize` of a list's query string; the server fills in the defaults. */
export function paging(maxPageSize: number) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: FIRST_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize, default: DEFAULT_PAGE_SIZE })),
  };
}

/** One page of a list, with the list's total and the page asked for (each list exports its own static type). */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

/**
 * A count per calendar day (the charts' points), oldest first. The last day is today, not over yet: its count is
 * partial, so a chart draws it apart rather than as a fall.
 */
export const DailyCount = Type.Object({
  x: Day,
  y: Type.Integer(),
  partial: Type.Boolean({ description: 'true for today: the count so far, up to `until`' }),
  until: Type.String({
    format: 'date-time',
    description: 'The instant (UTC) the day was counted up to: its end, or for today the time of the answer.',
  }),
});
export type DailyCount = Static<typeof DailyCount>;
