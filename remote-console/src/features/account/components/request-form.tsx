import { ApiError } from '@site/shared/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../components/use-page-title';
import { useConsoleT } from '../../../i18n/texts';
import { type ErrorsOf, changedFieldOf, useFieldErrors } from '../../../lib/use-field-errors';
import { LOGIN_PATH } from '../request-paths';
import { type FieldErrors, type RequestField, refusalCodeOf, refusalOf } from '../request-validation';
import styles from './login-page.module.css';
import own from './request-form.module.css';

interface FieldProps {
  name: RequestField;
  label: string;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled field of a request form; its problem, in words, is its description. */
export function RequestTextField({
  name,
  label,
  error,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  optional,
  multiline,
  maxLength,
}: FieldProps) {
  const { t } = useConsoleT();
  const id = `request-${name}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    placeholder,
    autoComplete,
    // A little over the rule, so that a paste too long is refused with a message rather than cut silently.
    maxLength: maxLength === undefined ? undefined : maxLength + 10,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={own.label}>
        {label}
        {optional && <span className={own.optional}> {t('request.optional')}</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} className={`${styles.input} ${own.textarea}`} />
      ) : (
        <input {...shared} type={type} className={styles.input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={own.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface RequestFormProps<V> {
  /** Where the browser posts the form itself, before the page's script runs or without it. */
  action: string;
  title: string;
  subtitle: string;
  submitLabel: string;
  /** The form's values from its fields. */
  read: (data: FormData) => V;
  check: (values: V) => FieldErrors;
  send: (values: V) => Promise<unknown>;
  /** The text for a refused username (each form has its own rule). */
  usernameText?: string;
  /** What the page says once the request went through. */
  done: { title: string; text: string; links?: ReactNode };
  fields: (errors: FieldErrors) => ReactNode;
  /** Links under the form. */
  more?: ReactNode;
}

/**
 * A form of the pages before a session. Checked here first; sent by the page's script, or posted by the browser
 * when the script has not run (the server then sends the page back with ?sent=1 or ?error=, which it reads too).
 */
export function RequestForm<V extends object>(props: RequestFormProps<V>) {
  const { t } = useConsoleT();
  usePageTitle(props.title);
  const [params] = useSearchParams();
  const posted = refusalOf(params.get('error'), props.usernameText);
  const fieldErrors = useFieldErrors<V, string>(
    props.check as (values: V) => ErrorsOf<V, string>,
    (posted && 'field' in posted ? { [posted.field]: posted.text } : {}) as ErrorsOf<V, string>,
  );
  const errors = fieldErrors.errors as FieldErrors;
  const [failure, setFailure] = useState(() => (posted && !('field' in posted) ? t(posted.text) : ''));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(() => params.get('sent') === '1');
  const form = useRef<HTMLFormElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent && document.activeElement?.closest('form')) doneHeading.current?.focus();
  }, [sent]);

  const focusFirst = (problems: FieldErrors) => {
    const first = Object.keys(problems)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = props.read(new FormData(event.currentTarget));
    setFailure('');
    if (!fieldErrors.check(values)) return focusFirst(props.check(values));
    setBusy(true);
    try {
      await props.send(values);
      setSent(true);
    } catch (error) {
      const refusal =
        error instanceof ApiError ? refusalOf(refusalCodeOf(error) ?? null, props.usernameText) : undefined;
      if (refusal && 'field' in refusal) {
        const refused: FieldErrors = { [refusal.field as RequestField]: refusal.text };
        fieldErrors.refuse(refused as ErrorsOf<V, string>, values);
        focusFirst(refused);
      } else if (refusal) setFailure(t(refusal.text));
      else
        setFailure(t('request.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className={styles.form} aria-labelledby="request-done">
        <h1 id="request-done" ref={doneHeading} tabIndex={-1} className={`${styles.title} ${own.doneTitle}`}>
          {props.done.title}
        </h1>
        <p role="status" className={own.doneText}>
          {props.done.text}
        </p>
        <div className={own.links}>
          {props.done.links}
          <Link to={LOGIN_PATH} className={`${styles.button} ${styles.submit}`}>
            {t('request.backToLogin')}
          </Link>
        </div>
      </section>
    );
  }

  const describe = (field: RequestField) => (errors[field] ? t(errors[field]) : undefined);
  const shown: FieldErrors = Object.fromEntries(
    Object.keys(errors).map((field) => [field, describe(field as RequestField)]),
  );
  return (
    <form
      ref={form}
      className={`${styles.form} ${own.form}`}
      method="post"
      action={props.action}
      onSubmit={(event) => void submit(event)}
      onChange={(event) =>
        fieldErrors.revise(props.read(new FormData(event.currentTarget)), [changedFieldOf(event) as keyof V])
      }
      noValidate
    >
      <h1 className={styles.title}>{props.title}</h1>
      <p className={styles.subtitle}>{props.subtitle}</p>
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
      <div className={styles.fields}>
        {props.fields(shown)}
        <button
          type="submit"
          className={`${styles.button} ${styles.submit}`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {props.submitLabel}
        </button>
      </div>
      <div className={own.links}>
        {props.more}
        <Link to={LOGIN_PATH} className={`${styles.button} ${styles.secondary}`}>
          {t('request.backToLogin')}
        </Link>
      </div>
    </form>
  );
}

/** A form field's value as text ('' when the form lacks it). */
export function fieldText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
