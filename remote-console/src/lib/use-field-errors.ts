import { useState } from 'react';

/** A form's values by field name. */
export type FormValues = object;

/** Each field's error, by field name. */
export type ErrorsOf<V extends FormValues, E> = Partial<Record<keyof V, E>>;

interface Shown<V extends FormValues, E> {
  /** What the form's own check found at the last submit, as it stands now. */
  checked: ErrorsOf<V, E>;
  /** What the server refused, and the values it refused (where known). */
  refused: ErrorsOf<V, E>;
  refusedValues: Partial<V>;
}

/** The errors with no field left out, for Object.keys and for `errors.field` reads. */
function compact<V extends FormValues, E>(errors: ErrorsOf<V, E>): ErrorsOf<V, E> {
  const kept: ErrorsOf<V, E> = {};
  for (const key of Object.keys(errors) as (keyof V)[])
    if (errors[key] !== undefined) kept[key] = errors[key];
  return kept;
}

export interface FieldErrors<V extends FormValues, E> {
  /** Each field's error as shown: the form's own first, else the server's. */
  errors: ErrorsOf<V, E>;
  /** Checks the values as the form is submitted, shows every error found and forgets the server's; true when none. */
  check: (values: V) => boolean;
  /** Shows what a check of part of the form found (a step of it), in place of what was shown. */
  show: (found: ErrorsOf<V, E>) => void;
  /** Shows what the server refused of these values, each on its field. */
  refuse: (refused: ErrorsOf<V, E>, values: V) => void;
  /**
   * The form's values changed (`changed`: the fields that did, where the form knows): each error whose field is valid
   * now goes. Nothing new is shown before a submit.
   */
  revise: (values: V, changed?: readonly (keyof V)[]) => void;
  clear: () => void;
}

/**
 * The console's forms show their errors when submitted, each on its field, and take each one back the moment its
 * field is valid again, not at the next submit: a field the visitor has put right must not stay red. An error of the
 * form's own check stays while the check still finds it (its text follows what is wrong now, and one field made
 * right by another, a confirmation by its password, is cleared too); a value the server refused, which the form
 * cannot check itself, stays until it is changed.
 *
 * `refusedBefore` are refusals the page was opened with (a form the browser posted itself, sent back with the
 * server's answer): their values are not known, so each stays until its field is changed.
 *
 * A hook of its own rather than a form library: the forms are a handful of fields each, several of them uncontrolled
 * on purpose (they post without the page's script), and their errors are the only state they share.
 */
export function useFieldErrors<V extends FormValues, E>(
  validate: (values: V) => ErrorsOf<V, E>,
  refusedBefore: ErrorsOf<V, E> = {},
): FieldErrors<V, E> {
  const [shown, setShown] = useState<Shown<V, E>>(() => ({
    checked: {},
    refused: compact(refusedBefore),
    refusedValues: {},
  }));

  const show = (found: ErrorsOf<V, E>) =>
    setShown({ checked: compact(found), refused: {}, refusedValues: {} });

  const check = (values: V) => {
    const found = compact(validate(values));
    show(found);
    return Object.keys(found).length === 0;
  };

  const refuse = (refused: ErrorsOf<V, E>, values: V) =>
    setShown({ checked: {}, refused: compact(refused), refusedValues: { ...values } });

  const revise = (values: V, changed?: readonly (keyof V)[]) =>
    setShown((current) => {
      const checkedFields = Object.keys(current.checked) as (keyof V)[];
      const refusedFields = Object.keys(current.refused) as (keyof V)[];
      if (checkedFields.length === 0 && refusedFields.length === 0) return current;
      const now = validate(values);
      const checked: ErrorsOf<V, E> = {};
      for (const field of checkedFields) if (now[field] !== undefined) checked[field] = now[field];
      const refused: ErrorsOf<V, E> = {};
      for (const field of refusedFields) {
        const unchanged =
          field in current.refusedValues
            ? Object.is(values[field], current.refusedValues[field])
            : !changed?.includes(field);
        if (unchanged) refused[field] = current.refused[field];
      }
      return { ...current, checked, refused };
    });

  const clear = () => setShown({ checked: {}, refused: {}, refusedValues: {} });

  return { errors: { ...shown.refused, ...shown.checked }, check, show, refuse, revise, clear };
}

/** For a form's change event: the name of the field that changed (the event comes from it and bubbles). */
export function changedFieldOf(event: { target: EventTarget }): string {
  return event.target instanceof Element ? (event.target.getAttribute('name') ?? '') : '';
}
