import '@site/shared/ui/global-styles';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useConsolePageEffects } from '../../../components/console-page-effects';
import { LazyLocaleSwitch } from '../../../components/lazy-locale-switch';
import { Logo } from '../../../components/logo';
import { notify } from '../../../components/toaster';
import { usePageTitle } from '../../../components/use-page-title';
import { useConsoleT } from '../../../i18n/texts';
import { syncFirstViewCookie } from '../../../state/first-view-cookie';
import { WORKPLACE_PATH } from '../../../state/paths';
import { readSettings } from '../../../state/settings';
import { REMEMBERED_USERNAME_KEY, readStored, writeStored } from '../../../state/storage';
import { signIn } from '../session';
import styles from './login-page.module.css';

// Browsers drop tabs and line breaks from an address, which would turn "/\t/evil.example" into "//evil.example".
const CONTROL = /\p{Cc}/u;

/**
 * Only a path on this site: "//evil.example" or "https://..." must not become an open redirect. The server applies
 * the same rule to a login form posted without the page's script (server/src/routes/user/login-form.ts).
 */
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

const SLIDES = [1, 2, 3] as const;

function Banner() {
  const { t } = useConsoleT();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % SLIDES.length), 5000);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={t('login.banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={`${styles.circle} ${styles.circleTop}`} />
      <div className={`${styles.circle} ${styles.circleBottom}`} />
      <div className={styles.bannerLogo}>
        <Logo title={t('app.title')} color="white" />
      </div>
      <div className={styles.illustration} aria-hidden="true">
        <svg viewBox="0 0 240 180" width="240" height="180">
          <rect x="10" y="20" width="220" height="140" rx="12" fill="rgba(255,255,255,0.12)" />
          <rect x="26" y="40" width="90" height="10" rx="5" fill="rgba(255,255,255,0.55)" />
          <rect x="26" y="60" width="60" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
          <polyline
            points="26,136 62,110 96,120 130,86 164,96 212,58"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="212" cy="58" r="7" fill="#fff" />
          <rect x="150" y="36" width="64" height="36" rx="8" fill="rgba(255,255,255,0.2)" />
        </svg>
      </div>
      <div className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
        {SLIDES.map((n, i) => (
          <div
            key={n}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${SLIDES.length}`}
            aria-hidden={i !== active}
            className={i === active ? `${styles.slide} ${styles.slideActive}` : styles.slide}
          >
            <p className={styles.slogan}>{t(`login.banner.slogan${n}`)}</p>
            <p className={styles.sub}>{t(`login.banner.sub${n}`)}</p>
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {SLIDES.map((n, i) => (
          <button
            type="button"
            key={n}
            className={styles.dot}
            aria-label={t('login.banner.goto', { n })}
            aria-current={i === active}
            onClick={() => setActive(i)}
          />
        ))}
      </div>
    </section>
  );
}

function LoginForm() {
  const { t, i18n } = useConsoleT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const posted = POSTED_ERRORS[params.get('error') ?? ''];
  const remembered = readStored<string>(REMEMBERED_USERNAME_KEY) ?? '';
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(() =>
    posted && 'fields' in posted
      ? Object.fromEntries(posted.fields.map((name) => [name, t(`login.${name}.required`)]))
      : {},
  );
  const [failure, setFailure] = useState(() => (posted && 'text' in posted ? t(posted.text) : ''));
  const [busy, setBusy] = useState(false);

  // The fields are uncontrolled: what was typed into the server's markup before the page became interactive stays,
  // and is what this sends.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const remember = data.get('remember') !== null;
    const next = {
      username: username.trim() ? undefined : t('login.username.required'),
      password: password ? undefined : t('login.password.required'),
    };
    setErrors(next);
    setFailure('');
    if (next.username || next.password) return;
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
      const message = error instanceof Error && error.message ? error.message : t('login.error');
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
      noValidate
    >
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
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
          <button
            type="button"
            className={`${styles.button} ${styles.link}`}
            onClick={() => notify('info', t('login.forgot.hint'))}
          >
            {t('login.forgot')}
          </button>
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
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => notify('info', t('login.register.hint'))}
        >
          {t('login.register')}
        </button>
      </div>
    </form>
  );
}

export default function LoginPage() {
  const { t } = useConsoleT();
  useConsolePageEffects();
  usePageTitle(t('login.submit', { defaultValue: '' }));
  return (
    <div className={styles.page}>
      <Banner />
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LazyLocaleSwitch />
        </div>
        <div className={styles.center}>
          <LoginForm />
        </div>
        <p className={styles.footer}>{t('footer.text')}</p>
      </main>
    </div>
  );
}
