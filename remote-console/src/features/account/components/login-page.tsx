import '@site/shared/ui/global-styles';
import { ApiError, isLoggedInAtom, useAtomValue } from '@site/shared/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { gameNameFor } from '../../../components/game-name';
import { notify } from '../../../components/toaster';
import { usePageTitle } from '../../../components/use-page-title';
import { useConsoleT } from '../../../i18n/texts';
import { changedFieldOf, useFieldErrors } from '../../../lib/use-field-errors';
import { syncFirstViewCookie } from '../../../state/first-view-cookie';
import { WORKPLACE_PATH } from '../../../state/paths';
import { signedOutAtom } from '../../../state/session';
import { readSettings } from '../../../state/settings';
import { REMEMBERED_USERNAME_KEY, readStored, writeStored } from '../../../state/storage';
import { signIn } from '../session';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../request-paths';
import { LoginFrame } from './login-frame';
import styles from './login-page.module.css';

// Browsers drop tabs and line breaks from an address, which would turn "/\t/evil.example" into "//evil.example".
const CONTROL = /\p{Cc}/u;

/**
 * Only a path on this site: "//evil.example" or "https://..." must not become an open redirect. The server applies
 * the same rule to a login form posted without the page's script (server/src/routes/user/login-form.ts).
 */

/**
 * SPEC sections 5 and 8: what the server says of the pair it refused (in the console's language: a wrong pair, too
 * many tries); a username or password no account can have is a wrong pair, as the form posted without the script
 * says; anything else (no network, a server fault) is "Login error, refresh and try again".
 */
function failureMessage(error: unknown, t: ReturnType<typeof useConsoleT>['t']): string {
  if (!(error instanceof ApiError) || error.code === undefined) return t('login.error');
  if (error.fields.length > 0) return t('login.wrongCredentials');
  const serverFault = error.status !== undefined && (error.status >= 500 || error.status === 413);
  return serverFault || !error.message ? t('login.error') : error.message;
}

export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return WORKPLACE_PATH;
  }
  if (CONTROL.test(target)) return WORKPLACE_PATH;
  if (target === '/login' || target.startsWith('/login?')) return WORKPLACE_PATH;
  return target;
}

/** Where the browser posts the form itself: before the page's script runs, or without it. */
const FORM_ACTION = '/api/user/login';

/**
 * The server's answer to such a post sends the browser back here with ?error= (server/src/routes/user/
 * login-form.ts); the route record declares the parameter (meta.searchParams), so the server's markup shows it.
 */
const POSTED_ERRORS: Record<string, { fields: FieldName[] } | { text: string }> = {
  'credentials-required': { fields: ['username', 'password'] },
  'username-required': { fields: ['username'] },
  'password-required': { fields: ['password'] },
  'wrong-credentials': { text: 'login.wrongCredentials' },
  'too-many': { text: 'login.tooMany' },
};

type FieldName = 'username' | 'password';
type LoginValues = Record<FieldName, string>;

function readLogin(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
}

function LoginForm() {
  const { t, i18n } = useConsoleT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const posted = POSTED_ERRORS[params.get('error') ?? ''];
  const remembered = readStored<string>(REMEMBERED_USERNAME_KEY) ?? '';
  const fieldErrors = useFieldErrors<LoginValues, string>(
    ({ username, password }) => ({
      username: username.trim() ? undefined : t('login.username.required'),
      password: password ? undefined : t('login.password.required'),
    }),
    posted && 'fields' in posted
      ? Object.fromEntries(posted.fields.map((name) => [name, t(`login.${name}.required`)]))
      : {},
  );
  const { errors } = fieldErrors;
  const [failure, setFailure] = useState(() => (posted && 'text' in posted ? t(posted.text) : ''));
  const [busy, setBusy] = useState(false);

  // The fields are uncontrolled: what was typed into the server's markup before the page became interactive stays,
  // and is what this sends.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readLogin(event.currentTarget);
    const { username, password } = values;
    const remember = new FormData(event.currentTarget).get('remember') !== null;
    setFailure('');
    if (!fieldErrors.check(values)) return;
    setBusy(true);
    try {
      await signIn(username.trim(), password);
      // Only the username is remembered, never the password.
      writeStored(REMEMBERED_USERNAME_KEY, remember ? username.trim() : undefined);
      syncFirstViewCookie({
        locale: i18n.language,
        settings: readSettings(),
        rememberedUsername: remember,
      });
      notify('success', t('login.welcome'));
      void navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      const message = failureMessage(error, t);
      setFailure(message);
      notify('error', message);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: FieldName, defaultValue: string) => {
    const error = errors[name];
    const id = `login-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.srOnly}>
          {t(`login.${name}`)}
        </label>
        <input
          id={id}
          name={name}
          type={name === 'password' ? 'password' : 'text'}
          autoComplete={name === 'password' ? 'current-password' : 'username'}
          placeholder={t(`login.${name}.placeholder`)}
          className={styles.input}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={FORM_ACTION}
      onSubmit={(event) => void submit(event)}
      onChange={(event) =>
        fieldErrors.revise(readLogin(event.currentTarget), [changedFieldOf(event) as FieldName])
      }
      noValidate
    >
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.subtitle}>{t('login.subtitle', { game: gameNameFor(i18n.language) })}</p>
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
      <div className={styles.fields}>
        {field('username', remembered)}
        {field('password', '')}
        <div className={styles.row}>
          <label className={styles.remember}>
            <input
              type="checkbox"
              name="remember"
              className={styles.checkbox}
              defaultChecked={Boolean(remembered)}
            />
            {t('login.remember')}
          </label>
          <Link to={FORGOT_PASSWORD_PATH} className={`${styles.button} ${styles.link}`}>
            {t('login.forgot')}
          </Link>
        </div>
        <button
          type="submit"
          className={`${styles.button} ${styles.submit}`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {t('login.submit')}
        </button>
        <Link to={REGISTER_PATH} className={`${styles.button} ${styles.secondary}`}>
          {t('login.register')}
        </Link>
      </div>
    </form>
  );
}

/**
 * A staff member who is signed in has nothing to do here: on to where a login would take them. The server sends a
 * browser whose session it sees on before the page (server/src/plugins/static-site.ts); this covers a session the
 * request did not carry (a link from another site: the cookie is SameSite=Strict). After the page is hydrated, as it
 * was rendered; a session the server no longer knows comes back here through the console's "not logged in", and a
 * staff member logging out comes here leaving.
 */
function useOnwardWhenSignedIn(): void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useAtomValue(isLoggedInAtom);
  const leaving = useAtomValue(signedOutAtom);
  const redirect = params.get('redirect');
  useEffect(() => {
    if (signedIn && !leaving) void navigate(safeRedirect(redirect), { replace: true });
    // As the page opens only: a login made on it goes on by itself (LoginForm).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function LoginPage() {
  const { t } = useConsoleT();
  usePageTitle(t('login.submit', { defaultValue: '' }));
  useOnwardWhenSignedIn();
  return (
    <LoginFrame>
      <LoginForm />
    </LoginFrame>
  );
}
