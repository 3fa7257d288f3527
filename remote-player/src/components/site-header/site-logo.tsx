import { getSiteConfig } from '@site/shared/core';
import { Link } from 'react-router-dom';
import { useSite } from '../../lib/site-context';
import styles from './site-header.module.css';

export function SiteLogo() {
  const { path } = useSite();
  const site = getSiteConfig();
  return (
    <Link to={path()} className={styles.logo} aria-label={`${site.gameName} トップページ`}>
      <svg className={styles.logoMark} width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="1.2" opacity="0.6" />
        <path
          d="M16 2 L18.6 13.4 L30 16 L18.6 18.6 L16 30 L13.4 18.6 L2 16 L13.4 13.4 Z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.logoText}>{site.gameName}</span>
    </Link>
  );
}
