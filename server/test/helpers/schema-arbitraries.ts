import fc from 'fast-check';

/** The JSON Schema keywords the routes' request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  text?: 'single-line' | 'multiline';
}

/** Every e-mail, password and token the suite generated: none of them may ever reach the log. */
export const sentSecrets = new Set<string>();

function remember(value: string): string {
  sentSecrets.add(value);
  return value;
}

const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 12, maxLength: 12 });
const base64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');

// Distinctive enough that finding one in the log can only mean it was logged.
export const secretEmail = hex.map((id) => remember(`fz${id}@mail.example`));
export const secretPassword = hex.map((id) => remember(`fzpw ${id}!`));
/** Shaped like a session token (43 characters of base64url), so it reaches the session lookup. */
export const secretToken = fc
  .string({ unit: base64url, minLength: 39, maxLength: 39 })
  .map((tail) => remember(`fztk${tail}`));

export function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

const LINE_BREAKS = ['\t', '\n', '\r'];
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];

/** Characters the field's text rule refuses. */
export function forbiddenCharacters(schema: JsonSchema): string[] {
  if (schema.text === 'multiline') return CONTROLS.filter((c) => !LINE_BREAKS.includes(c));
  return [...CONTROLS, '\u2028', '\u2029'];
}

function textValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /e-?mail/i.test(name)) return secretEmail;
  if (/password/i.test(name)) return secretPassword;
  if (schema.format === 'instant') {
    return fc
      .date({
        min: new Date('2001-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  if (schema.pattern?.startsWith('^')) return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const unit =
    schema.text === 'multiline'
      ? fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), fc.constantFrom(...LINE_BREAKS))
      : 'grapheme';
  return fc.oneof(fc.string({ unit, minLength, maxLength }), secretEmail);
}

/** Values the schema accepts (most of the time: the caller filters with the server's own validator). */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return textValue(schema, name);
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      // Mostly small: ids and pages that exist, now and then any.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue();
  }
}

export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => [name, validValue(sub, name)]),
  );
  return fc.record(model, { requiredKeys: [...(schema.required ?? [])] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** How a request part carries its values: JSON keeps types, a query string or a path is text. */
export type Carrier = 'json' | 'text';

export interface Hostile {
  value: unknown;
  /** Too big for the body limit as well as for the field: 413 is as good an answer as 400. */
  huge?: boolean;
}

const numericLookalikes = fc.constantFrom(
  ' 1',
  '1 ',
  '0x10',
  '1e2',
  '+1',
  '01',
  '1.0',
  '1.5',
  'NaN',
  'Infinity',
  '-',
  '',
  '１',
  '1_000',
  '0b1',
  '٣',
);

function insertAt(text: string, position: number, inserted: string): string {
  const at = position % (text.length + 1);
  return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
}

function wrongJsonType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 5 }),
    integer: fc.integer(),
    number: fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.integer(), { maxLength: 2 }),
    object: fc.constant({}),
  };
  const wrong = Object.entries(all)
    .filter(([name]) => name !== type && !(type === 'number' && name === 'integer'))
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...wrong);
}

/** Values the field must refuse, whatever else the request holds. */
export function hostileValue(schema: JsonSchema, carrier: Carrier, name = ''): fc.Arbitrary<Hostile> {
  const type = typeOf(schema);
  const options: fc.Arbitrary<Hostile>[] = [];
  if (carrier === 'json') options.push(wrongJsonType(schema).map((value) => ({ value })));
  if (type === 'string') {
    const base = validValue(schema, name) as fc.Arbitrary<string>;
    options.push(
      fc
        .tuple(base, fc.constantFrom(...forbiddenCharacters(schema)), fc.nat())
        .map(([text, character, at]) => ({ value: insertAt(text, at, character) })),
      fc.integer({ min: 70_000, max: 300_000 }).map((length) => ({ value: 'x'.repeat(length), huge: true })),
    );
    // JSON can spell an unpaired surrogate (\ud800); a URL cannot, UTF-8 has no bytes for one.
    if (carrier === 'json') {
      options.push(
        fc
          .tuple(base, fc.constantFrom('\ud800', '\udfff'), fc.nat())
          .map(([text, half, at]) => ({ value: insertAt(text, at, half) })),
      );
    }
    if (schema.enum) {
      options.push(
        fc
          .string({ maxLength: 12 })
          .filter((text) => !schema.enum!.includes(text))
          .map((value) => ({ value })),
      );
    }
    if (schema.format === 'instant') {
      options.push(
        fc
          .constantFrom(
            '2026-06-30T23:59:60Z',
            '0000-01-01T00:00:00Z',
            '2026-13-01T00:00:00Z',
            '2026-02-30T00:00:00Z',
            '2026-07-01T24:00:00Z',
            '2026-07-01T09:00:00',
            '1999-12-31T23:59:59Z',
            '2101-01-01T00:00:00Z',
            '+275760-09-13T00:00:00.000Z',
            '2026-07-01T09:00:00+24:00',
            '2026-07-01 09:00:00Z',
            'tomorrow',
            '',
          )
          .map((value) => ({ value })),
      );
    }
  }
  if (type === 'integer' || type === 'number') {
    // Not numbers in JSON; not plain decimal digits in a query string or a path.
    options.push(numericLookalikes.map((value) => ({ value })));
    if (schema.maximum !== undefined) {
      const over = schema.maximum + 1;
      options.push(fc.constant({ value: carrier === 'json' ? over : String(over) }));
    }
    if (schema.minimum !== undefined) {
      const under = schema.minimum - 1;
      options.push(fc.constant({ value: carrier === 'json' ? under : String(under) }));
    }
  }
  if (type === 'array') {
    const item = schema.items ?? {};
    options.push(validValue(item, name).map((value) => ({ value })));
    if (schema.maxItems !== undefined) {
      options.push(
        fc.constant({ value: Array.from({ length: schema.maxItems + 1 }, () => validDefault(item)) }),
      );
    }
  }
  return fc.oneof(...options);
}

/** A value the item schema accepts, for filling arrays. */
function validDefault(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (typeOf(schema) === 'integer' || typeOf(schema) === 'number') return schema.minimum ?? 1;
  return 'x';
}
