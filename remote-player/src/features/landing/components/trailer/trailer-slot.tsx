import { useId, useState } from 'react';
import { gameContent } from '../../../../config/game-content';
import { useText } from '../../../../i18n/texts';
import { Section } from '../../../../components/section/section';
import styles from './trailer-slot.module.css';

/**
 * The trailer's place: a poster frame with a play button. There is no video yet, and the button says so instead
 * of pretending to play.
 */
export function TrailerSlot() {
  const t = useText();
  const [asked, setAsked] = useState(false);
  const statusId = useId();
  return (
    <Section id="movie" title={t('sections.trailer')} label="Movie" tone="deep">
      <figure className={styles.frame}>
        <svg
          className={styles.poster}
          viewBox="0 0 1280 720"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <defs>
            <linearGradient id="trailer-bg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#1b1f5e" />
              <stop offset="0.6" stopColor="#3a2466" />
              <stop offset="1" stopColor="#0a0b24" />
            </linearGradient>
            <radialGradient id="trailer-glow" cx="0.5" cy="0.5" r="0.5">
              <stop offset="0" stopColor="#f6e3b0" stopOpacity="0.5" />
              <stop offset="1" stopColor="#f6e3b0" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="1280" height="720" fill="url(#trailer-bg)" />
          <circle cx="640" cy="360" r="320" fill="url(#trailer-glow)" />
          <g fill="none" stroke="#e3c27a" opacity="0.4">
            <circle cx="640" cy="360" r="250" />
            <circle cx="640" cy="360" r="200" strokeDasharray="3 10" />
          </g>
          <path d="M0 600c200-40 400-10 640-30s420-40 640-10v160H0z" fill="#0a0b24" opacity="0.8" />
        </svg>
        <div className={styles.overlay}>
          <button
            type="button"
            className={styles.play}
            aria-label={t('trailer.play')}
            aria-describedby={statusId}
            onClick={() => setAsked(true)}
          >
            <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
              <path d="M11 7l18 10-18 10z" fill="currentColor" />
            </svg>
          </button>
          <p className={styles.soon} lang="en" aria-hidden="true">
            {t('trailer.comingSoon')}
          </p>
          <p id={statusId} role="status" className={asked ? styles.statusShown : styles.status}>
            {gameContent.trailer.status}
          </p>
        </div>
        <figcaption className={styles.caption}>{gameContent.trailer.title}</figcaption>
      </figure>
    </Section>
  );
}
