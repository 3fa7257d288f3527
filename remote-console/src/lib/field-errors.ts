import { ApiError, type FieldError } from '@site/shared/core';

/** A text of the console's and its values: what t() takes. */
export interface FieldErrorText {
  /** The keys to try, most specific first (i18next takes the first it has). */
  keys: string[];
  params: Record<string, string | number>;
}

/**
 * The console's words for a value the server refused. The server's message names the field and the JSON Schema
 * rule, in English, for developers; staff see the rule in the console's language, on the field it is about.
 */
export function fieldErrorText({ field, rule, limit, format }: FieldError): FieldErrorText {
  const name = field.split('.').pop() ?? field;
  const params: Record<string, number> = limit === undefined ? {} : { limit };
  switch (rule) {
    case 'required':
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return { keys: [`validation.${rule}.${name}`, `validation.${rule}`], params };
    case 'pattern':
      return { keys: [`validation.pattern.${name}`, 'validation.pattern'], params };
    case 'text':
      return { keys: ['validation.text'], params };
    case 'format':
      return { keys: [`validation.format.${format ?? ''}`, 'validation.invalid'], params };
    default:
      return { keys: [`validation.invalid.${name}`, 'validation.invalid'], params };
  }
}

/**
 * The refused values of a request body that belong to the form's fields, by field (the first error of each). Empty
 * when the error is not a refusal of these fields: the form then shows the error's message as a whole.
 */
export function bodyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, FieldErrorText>> {
  const found: Partial<Record<F, FieldErrorText>> = {};
  if (!(error instanceof ApiError)) return found;
  for (const item of error.fields ?? []) {
    const field = item.field.split('.')[0] as F;
    if (item.in !== 'body' || !fields.includes(field) || found[field]) continue;
    found[field] = fieldErrorText(item);
  }
  return found;
}
