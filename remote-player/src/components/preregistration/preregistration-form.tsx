import { ApiError } from '@site/shared/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type PreregistrationResult, usePostPreregistration } from '../../api/post-preregistration';
import { useText } from '../../i18n/texts';
import { EMAIL_MAX_LENGTH, type EmailProblem, checkEmail } from '../../lib/email';
import { useSite } from '../../lib/site-context';
import { legalPath } from '../../lib/site-paths';
import ui from '../ui/ui.module.css';
import styles from './preregistration-form.module.css';

export interface PreregistrationFormProps {
  /** Campaign code sent along (the isXYQ page). */
  campaign?: string;
}

type Problem = EmailProblem | 'failed' | 'tooMany';

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'tooMany';
    if (error.status === 400) return 'emailInvalid';
  }
  return 'failed';
}

/**
 * Pre-registration by e-mail: platform from the layout, source from the area. Under /home the form turns into a
 * success message; under /dmg it goes to the register-complete (or register-completed) page.
 */
export function PreregistrationForm({ campaign }: PreregistrationFormProps) {
  const t = useText();
  const { area, layout, path } = useSite();
  const navigate = useNavigate();
  const mutation = usePostPreregistration();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<PreregistrationResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = useId();
  const noteId = useId();

  useEffect(() => {
    if (result) done.current?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const invalid = checkEmail(email);
    setProblem(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    mutation.mutate(
      { email: email.trim(), platform: layout, source: area, campaign },
      {
        onSuccess: (answer) => {
          if (area === 'dmg') {
            void navigate(path(answer.alreadyRegistered ? 'register-completed' : 'register-complete'));
            return;
          }
          setResult(answer);
        },
        onError: (error) => {
          setProblem(problemOf(error));
        },
      },
    );
  };

  if (result) {
    const already = result.alreadyRegistered;
    return (
      <div ref={done} className={styles.done} role="status" tabIndex={-1} data-testid="preregistration-done">
        <svg className={styles.doneMark} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M14 25l7 7 14-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
        <p className={styles.doneTitle}>{already ? t('form.alreadyTitle') : t('form.successTitle')}</p>
        <p className={styles.doneText}>{already ? t('form.alreadyText') : t('form.successText')}</p>
        <button
          type="button"
          className={styles.again}
          onClick={() => {
            setResult(null);
            setEmail('');
            mutation.reset();
          }}
        >
          {t('form.another')}
        </button>
      </div>
    );
  }

  const describedBy = [problem ? errorId : '', noteId].filter(Boolean).join(' ');
  return (
    <form
      className={layout === 'mobile' ? `${styles.form} ${styles.mobile}` : styles.form}
      noValidate
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className={styles.label}>
        {t('form.label')}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH + 10}
          placeholder={t('form.placeholder')}
          className={styles.input}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={mutation.isPending}>
          {mutation.isPending ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {problem ? t(`form.${problem}`) : ''}
      </p>
      <p id={noteId} className={styles.note}>
        {t('form.privacyNote')} <Link to={legalPath(area, layout, 'privacy')}>{t('form.privacyLink')}</Link>
      </p>
    </form>
  );
}
