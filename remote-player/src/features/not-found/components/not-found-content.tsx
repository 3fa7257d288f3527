import { Link } from 'react-router-dom';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import { legalPath } from '../../../lib/site-paths';
import { LEGAL_LINKS } from '../../../components/site-footer/legal-links';
import ui from '../../../components/ui/ui.module.css';
import styles from './not-found-content.module.css';

/** A star falling out of its constellation: the page's picture, decoration only. */
function FallingStar() {
  return (
    <svg className={styles.art} width="160" height="112" viewBox="0 0 160 112" aria-hidden="true">
      <g stroke="currentColor" strokeWidth="1" opacity="0.45" fill="none">
        <path d="M18 78 L46 52 L78 64 L104 30" />
        <path d="M104 30 L126 22" strokeDasharray="2 5" />
      </g>
      <g fill="currentColor">
        <circle cx="18" cy="78" r="2.5" />
        <circle cx="46" cy="52" r="3" />
        <circle cx="78" cy="64" r="2.5" />
        <circle cx="104" cy="30" r="3" />
      </g>
      <path
        d="M126 22 l3 9 9 3-9 3-3 9-3-9-9-3 9-3z"
        fill="none"
        stroke="currentColor"
        strokeDasharray="2 3"
      />
      <path className={styles.trail} d="M150 86 L128 100" strokeLinecap="round" />
      <path d="M150 86 l2.4 7 7 2.4-7 2.4-2.4 7-2.4-7-7-2.4 7-2.4z" className={styles.fallen} />
    </svg>
  );
}

/** The site's page for an address it has none for: what happened, and the ways back into the site. */
export function NotFoundContent() {
  const t = useText();
  const { area, layout, path } = useSite();
  const more = [
    { to: path('play'), label: t('nav.play') },
    ...LEGAL_LINKS.map((item) => ({ to: legalPath(area, layout, item.doc), label: t(item.key) })),
  ];
  return (
    <div className={`${ui.panel} ${styles.card} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <FallingStar />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={ui.pageTitle}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <p className={styles.actions}>
        <Link to={path()} className={ui.button}>
          {t('notFound.toTop')}
        </Link>
        <Link to={path('notice')} className={ui.buttonGhost}>
          {t('notFound.toNotices')}
        </Link>
      </p>
      <section aria-labelledby="not-found-more" className={styles.more}>
        <h2 id="not-found-more" className={styles.moreTitle}>
          {t('notFound.more')}
        </h2>
        <ul>
          {more.map((link) => (
            <li key={link.label}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
