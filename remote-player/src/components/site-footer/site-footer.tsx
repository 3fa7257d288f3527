import { getSiteConfig } from '@site/shared/core';
import { Link } from 'react-router-dom';
import { gameContent } from '../../config/game-content';
import { useText } from '../../i18n/texts';
import { useSite } from '../../lib/site-context';
import { legalPath } from '../../lib/site-paths';
import { SnsIcon } from '../icons/sns-icon';
import { LEGAL_LINKS } from './legal-links';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const t = useText();
  const { area, layout, path } = useSite();
  const site = getSiteConfig();
  return (
    <footer className={layout === 'mobile' ? `${styles.footer} ${styles.mobile}` : styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to={path()} className={styles.name}>
            {site.gameName}
          </Link>
          <p className={styles.en} lang="en">
            {site.gameNameEn}
          </p>
        </div>
        <ul className={styles.sns} aria-label={t('sections.snsList')}>
          {gameContent.sns.map((link) => (
            <li key={link.id}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <SnsIcon id={link.id} />
                <span>{link.label}</span>
                <span className={styles.srOnly}>{t('footer.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <nav aria-label={t('footer.legal')}>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map((item) => (
              <li key={item.doc}>
                <Link to={legalPath(area, layout, item.doc)}>{t(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          <small lang="en">{gameContent.copyright}</small>
        </p>
      </div>
    </footer>
  );
}
