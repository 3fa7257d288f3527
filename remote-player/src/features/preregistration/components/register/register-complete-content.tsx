import { getSiteConfig, siteOrigin } from '@site/shared/core';
import { Link } from 'react-router-dom';
import { gameContent } from '../../../../config/game-content';
import { useText } from '../../../../i18n/texts';
import { useSite } from '../../../../lib/site-context';
import { RewardList } from '../reward-list';
import ui from '../../../../components/ui/ui.module.css';
import styles from './register.module.css';

/** An X (Twitter) post intent: just a link, nothing loads from X until the player follows it. */
export function shareUrl(text: string, url: string, hashtags: readonly string[]): string {
  const params = new URLSearchParams({ text, url, hashtags: hashtags.join(',') });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}

function Emblem() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" className={styles.emblem}>
      <circle cx="48" cy="48" r="44" fill="none" stroke="currentColor" strokeWidth="1.5" opacity="0.6" />
      <circle cx="48" cy="48" r="36" fill="none" stroke="currentColor" strokeDasharray="2 6" opacity="0.6" />
      <path d="M48 14l7 27 27 7-27 7-7 27-7-27-27-7 27-7z" fill="currentColor" />
    </svg>
  );
}

export function RegisterCompleteContent() {
  const t = useText();
  const { path, layout } = useSite();
  const site = getSiteConfig();
  const { registerComplete, preregistration } = gameContent;
  const pageUrl = `${siteOrigin()}${path()}`;
  return (
    <div className={`${ui.panel} ${styles.card} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <Emblem />
      <h1 className={ui.pageTitle}>{t('complete.title')}</h1>
      <p className={styles.text}>{registerComplete.thanks}</p>
      <section aria-labelledby="complete-rewards" className={styles.rewards}>
        <h2 id="complete-rewards" className={ui.heading2}>
          {t('complete.rewards')}
        </h2>
        <RewardList rewards={preregistration.rewards} label={t('complete.rewards')} />
      </section>
      <p className={styles.actions}>
        <a
          href={shareUrl(
            `${registerComplete.shareText}「${site.gameName}」`,
            pageUrl,
            registerComplete.shareHashtags,
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={ui.button}
        >
          {t('complete.share')}
          <span className={ui.srOnly}>（{t('complete.shareNote')}）</span>
        </a>
        <Link to={path()} className={ui.buttonGhost}>
          {t('complete.backToTop')}
        </Link>
      </p>
    </div>
  );
}

export function RegisterCompletedContent() {
  const t = useText();
  const { path, layout } = useSite();
  return (
    <div className={`${ui.panel} ${styles.card} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <Emblem />
      <h1 className={ui.pageTitle}>{t('completed.title')}</h1>
      <p className={styles.text}>{t('completed.text')}</p>
      <p className={styles.actions}>
        <Link to={path()} className={ui.button}>
          {t('completed.backToTop')}
        </Link>
        <Link to={path('datalink')} className={ui.buttonGhost}>
          {t('completed.datalink')}
        </Link>
      </p>
    </div>
  );
}
