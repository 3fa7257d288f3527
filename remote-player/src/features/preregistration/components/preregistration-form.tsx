import { ApiError } from '@site/shared/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PreregistrationResult } from '@site/contracts/api/customer';
import { usePostPreregistration } from '../api/post-preregistration';
import { useText } from '../../../i18n/texts';
import { EMAIL_MAX_LENGTH, type EmailProblem, checkEmail } from '../lib/email';
import { useSite } from '../../../lib/site-context';
import { legalPath } from '../../../lib/site-paths';
import ui from '../../../components/ui/ui.module.css';
import styles from './preregistration-form.module.css';

export interface PreregistrationFormProps {
  /** Campaign code sent along (the isXYQ page). */
  campaign?: string;
}

type Problem = EmailProblem | 'failed' | 'tooMany';

/** Where the form is posted when the browser sends it itself: before the page's scripts run, or without them. */
const FORM_ACTION = '/customer/MailCol';

/**
 * The parameter the server's answer to such a post sends the browser back with (server/src/routes/customer/
 * mail-col.ts), read by the page's markup: the route records declare it (meta.searchParams).
 */
export const RESULT_PARAM = 'preregistration';

/** Where a result page brings the visitor: the form, or its result, in view. */
const RESULT_ID = 'preregistration';

const POSTED_RESULTS: Record<string, PreregistrationResult> = {
  registered: { registered: true, alreadyRegistered: false },
  already: { registered: true, alreadyRegistered: true },
};

const POSTED_PROBLEMS: Record<string, Problem> = {
  required: 'emailRequired',
  invalid: 'emailInvalid',
  'too-long': 'emailTooLong',
  'too-many': 'tooMany',
};

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
 *
 * It is a real form: until the page is interactive (or without JavaScript) the browser posts it itself and the
 * server answers with the page showing the result, read here from ?preregistration=. The field is uncontrolled, so
 * what was typed before the page became interactive is still there, and sent, once it is.
 */
export function PreregistrationForm({ campaign }: PreregistrationFormProps) {
  const t = useText();
  const { area, layout, path } = useSite();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const posted = params.get(RESULT_PARAM) ?? '';
  const navigate = useNavigate();
  const mutation = usePostPreregistration();
  const [problem, setProblem] = useState<Problem | null>(() => POSTED_PROBLEMS[posted] ?? null);
  const [result, setResult] = useState<PreregistrationResult | null>(() => POSTED_RESULTS[posted] ?? null);
  // Only a result the visitor just asked for takes the focus; one the page opened with is brought into view by its
  // #fragment, and the focus stays where the visitor has it.
  const announce = useRef(false);
  // mutation.isPending is this render's, and a double click's second submit comes before the next render: a sign-up
  // sent twice comes back "already registered". Set as the request leaves, it holds for every submit after it.
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = useId();
  const noteId = useId();
  const doneTitleId = useId();
  const doneTextId = useId();

  useEffect(() => {
    const box = done.current;
    if (!result || !announce.current || !box) return;
    // The focus tells a screen reader (the box is named by its title); the scroll keeps the whole box in view below
    // the fixed header, which a plain focus() would not (it ignores the box's scroll margin).
    box.focus({ preventScroll: true });
    box.scrollIntoView?.({ block: 'nearest' });
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const invalid = checkEmail(email);
    setProblem(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    sending.current = true;
    mutation.mutate(
      { email: email.trim(), platform: layout, source: area, campaign },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (answer) => {
          if (area === 'dmg') {
            void navigate(path(answer.alreadyRegistered ? 'register-completed' : 'register-complete'));
            return;
          }
          announce.current = true;
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
      <div
        ref={done}
        id={RESULT_ID}
        className={styles.done}
        role="status"
        aria-labelledby={doneTitleId}
        aria-describedby={doneTextId}
        tabIndex={-1}
        data-testid="preregistration-done"
      >
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
        <p id={doneTitleId} className={styles.doneTitle}>
          {already ? t('form.alreadyTitle') : t('form.successTitle')}
        </p>
        <p id={doneTextId} className={styles.doneText}>
          {already ? t('form.alreadyText') : t('form.successText')}
        </p>
        {/* Without JavaScript the button opens the page again, without the result. */}
        <form
          className={styles.againForm}
          method="get"
          action={`${pathname}#${RESULT_ID}`}
          onSubmit={(event) => {
            event.preventDefault();
            announce.current = false;
            setResult(null);
            setProblem(null);
            mutation.reset();
            if (posted) void navigate({ pathname, hash: RESULT_ID }, { replace: true });
          }}
        >
          <button type="submit" className={styles.again}>
            {t('form.another')}
          </button>
        </form>
      </div>
    );
  }

  const describedBy = [problem ? errorId : '', noteId].filter(Boolean).join(' ');
  return (
    <form
      id={RESULT_ID}
      className={layout === 'mobile' ? `${styles.form} ${styles.mobile}` : styles.form}
      method="post"
      action={FORM_ACTION}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="platform" value={layout} />
      <input type="hidden" name="source" value={area} />
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
      <input type="hidden" name="return" value={pathname} />
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
          defaultValue=""
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={() => {
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
