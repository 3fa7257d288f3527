import AjvCompiler from '@fastify/ajv-compiler';
import type { TextRule } from '@site/contracts/api/common';
import type { FastifyServerOptions } from 'fastify';

type Ajv = AjvCompiler.Ajv;
type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];
type JsonSchema = Record<string, unknown>;

/** Instants are taken from 2000-01-01T00:00:00Z up to, not including, 2101-01-01T00:00:00Z. */
export const INSTANT_RANGE = { from: Date.UTC(2000, 0, 1), until: Date.UTC(2101, 0, 1) } as const;

export const INSTANT_MESSAGE =
  'must be an RFC 3339 date-time with a time zone, from 2000 to 2100 (e.g. 2026-07-01T09:00:00+09:00)';

const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An RFC 3339 date-time that names a real instant: Date.parse alone rolls February 30 over into March and
 * lets year 0000 through, and `new Date()` of a leap second is an invalid date that throws at toISOString().
 */
export function isInstant(text: string): boolean {
  const match = RFC_3339.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] =
    match.slice(1).map((part) => Number(part ?? 0));
  const fieldsValid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59;
  if (!fieldsValid) return false;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && ms >= INSTANT_RANGE.from && ms < INSTANT_RANGE.until;
}

// \p{Cc} is C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F). PostgreSQL refuses NUL and unpaired surrogates
// outright; the rest would end up in pages, CSV exports and logs, where they hide or forge text.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const SEPARATORS = /[\u2028\u2029]/;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a request string breaks its text rule, as the end of "body.title …"; undefined when it does not. */
export function textProblem(value: string, rule: TextRule): string | undefined {
  if (UNPAIRED_SURROGATE.test(value)) return 'must not contain unpaired surrogates';
  if (rule === 'multiline') {
    return CONTROL_BUT_LINE_BREAKS.test(value)
      ? 'must not contain control characters other than tab and line breaks'
      : undefined;
  }
  if (CONTROL.test(value)) return 'must not contain control characters';
  if (SEPARATORS.test(value)) return 'must not contain line or paragraph separators';
  return undefined;
}

interface TextValidator {
  (rule: TextRule, data: string): boolean;
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
}

/** The `text` keyword and the `instant` format, for the ajv instances that check requests. */
export function inputRules(ajv: Ajv): void {
  ajv.addFormat('instant', { type: 'string', validate: isInstant });
  const validateText: TextValidator = (rule, data) => {
    const problem = textProblem(data, rule);
    validateText.errors =
      problem === undefined ? [] : [{ keyword: 'text', message: problem, params: { text: rule } }];
    return problem === undefined;
  };
  ajv.addKeyword({
    keyword: 'text',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['single-line', 'multiline'] },
    errors: true,
    // Before length and pattern: "must not contain control characters" says more than "must match pattern".
    before: 'maxLength',
    validate: validateText,
  });
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMAS = [
  'additionalProperties',
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
];

function isStringSchema(schema: JsonSchema): boolean {
  const { type } = schema;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** A copy of a JSON schema with `map` applied to it and to every schema inside it, inner ones first. */
export function mapSchemas(schema: unknown, map: (schema: JsonSchema) => JsonSchema): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map((item) => mapSchemas(item, map));
  const source = schema as JsonSchema;
  const copy: JsonSchema = { ...source };
  for (const key of SUBSCHEMA_MAPS) {
    const entries = source[key];
    if (typeof entries === 'object' && entries !== null && !Array.isArray(entries)) {
      copy[key] = Object.fromEntries(
        Object.entries(entries).map(([name, sub]) => [name, mapSchemas(sub, map)]),
      );
    }
  }
  for (const key of [...SUBSCHEMA_LISTS, ...SUBSCHEMAS]) {
    if (key in source) copy[key] = mapSchemas(source[key], map);
  }
  return map(copy);
}

/**
 * The schema with every string that names no text rule made single-line: a field someone forgets to mark still
 * refuses NUL and control characters, and multi-line text is always a decision written in the schema.
 */
export function withTextRules(schema: unknown): unknown {
  return mapSchemas(schema, (sub) =>
    isStringSchema(sub) && !('text' in sub) ? { ...sub, text: 'single-line' } : sub,
  );
}

const PLAIN_INTEGER = /^-?(0|[1-9][0-9]*)$/;
const PLAIN_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

interface ValidationError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

interface CompiledValidator {
  (data: unknown, context?: unknown): boolean;
  errors?: ValidationError[] | null;
  schemaEnv?: unknown;
}

/**
 * Properties of a query string or path that are numbers. Ajv would read " 1", "0x10" and "1e2" as numbers; they
 * are refused before it coerces, so an id or a page is always written one way.
 */
function numericFields(schema: unknown): Map<string, 'integer' | 'number'> {
  const fields = new Map<string, 'integer' | 'number'>();
  const properties = (schema as JsonSchema | null)?.properties;
  if (typeof properties !== 'object' || properties === null) return fields;
  for (const [name, sub] of Object.entries(properties as Record<string, JsonSchema>)) {
    const types = ([] as unknown[]).concat(sub?.type);
    if (types.includes('integer')) fields.set(name, 'integer');
    else if (types.includes('number')) fields.set(name, 'number');
  }
  return fields;
}

function notPlainNumber(
  data: unknown,
  fields: Map<string, 'integer' | 'number'>,
): ValidationError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, kind] of fields) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') continue;
    if ((kind === 'integer' ? PLAIN_INTEGER : PLAIN_NUMBER).test(value)) continue;
    return {
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: kind },
      message: `must be ${kind === 'integer' ? 'an integer' : 'a number'} in plain decimal digits`,
    };
  }
  return undefined;
}

function withMessages(errors: ValidationError[] | null | undefined): ValidationError[] | null | undefined {
  for (const error of errors ?? []) {
    if (error.keyword === 'format' && error.params.format === 'instant') error.message = INSTANT_MESSAGE;
  }
  return errors;
}

function checked(validate: CompiledValidator, numeric: Map<string, 'integer' | 'number'>): CompiledValidator {
  const check: CompiledValidator = (data, context) => {
    const refused = numeric.size > 0 ? notPlainNumber(data, numeric) : undefined;
    if (refused) {
      check.errors = [refused];
      return false;
    }
    const valid = validate(data, context);
    check.errors = valid ? null : withMessages(validate.errors);
    return valid;
  };
  // Fastify hands the parent data (the request) only to functions that look like ajv's, and ajv needs it to
  // replace a root value it coerces.
  check.schemaEnv = validate.schemaEnv;
  return check;
}

/**
 * Request validation: JSON bodies are taken exactly as sent (no "1" for 1, no 1 for [1]); query strings and paths,
 * which are text, are read as numbers only when written in plain decimal digits, and a repeated parameter stays
 * an error rather than becoming a one-element array. Every string follows a text rule (withTextRules).
 */
export function requestValidatorFactory(): ValidatorFactory {
  const pool = AjvCompiler();
  const buildValidator = (
    externalSchemas: Record<string, unknown>,
    options: Record<string, unknown> = {},
  ) => {
    const customOptions = (options.customOptions ?? {}) as Record<string, unknown>;
    const plugins = [...((options.plugins as unknown[]) ?? []), inputRules];
    const build = (coerceTypes: boolean) =>
      pool(
        externalSchemas as never,
        {
          ...options,
          plugins,
          customOptions: { ...customOptions, coerceTypes },
        } as never,
      ) as unknown as (route: Record<string, unknown>) => CompiledValidator;
    const forJson = build(false);
    const forText = build(true);
    return (route: { schema: unknown; httpPart?: string; method?: string; url?: string }) => {
      const schema = withTextRules(route.schema);
      if (route.httpPart === 'body') return checked(forJson({ ...route, schema }), new Map());
      return checked(forText({ ...route, schema }), numericFields(schema));
    };
  };
  return buildValidator as unknown as ValidatorFactory;
}
