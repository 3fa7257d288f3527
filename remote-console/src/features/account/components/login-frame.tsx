import '@site/shared/ui/global-styles';
import { type ReactNode, useEffect, useState } from 'react';
import { useConsolePageEffects } from '../../../components/console-page-effects';
import { LazyLocaleSwitch } from '../../../components/lazy-locale-switch';
import { Logo } from '../../../components/logo';
import { useConsoleT } from '../../../i18n/texts';
import styles from './login-page.module.css';

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

/**
 * The frame of the pages before a session (login, account requests, password reset): the banner, the language
 * switch and the footer around the page's form. Plain markup on the UI system's tokens: these pages load no UI system.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  const { t } = useConsoleT();
  useConsolePageEffects();
  return (
    <div className={styles.page}>
      <Banner />
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LazyLocaleSwitch />
        </div>
        <div className={styles.center}>{children}</div>
        <p className={styles.footer}>{t('footer.text')}</p>
      </main>
    </div>
  );
}
