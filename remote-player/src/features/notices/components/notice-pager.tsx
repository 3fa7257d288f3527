import { Link } from 'react-router-dom';
import { useText } from '../../../i18n/texts';
import type { ArchivePlace } from '../lib/notice-archive';
import { pagerItems } from '../lib/notice-pager';
import styles from './notice-archive.module.css';

export interface NoticePagerProps {
  place: ArchivePlace;
  /** Pages the list has. */
  count: number;
  /** The address of a page of the same list. */
  href: (page: number) => string;
}

/**
 * The list's pages as links: the previous and the next page, the first and the last, and those around the current
 * one, which is marked as the current page. A page past the end leads back to the last one.
 */
export function NoticePager({ place, count, href }: NoticePagerProps) {
  const t = useText();
  if (count <= 1 && place.page <= 1) return null;
  const previous = Math.min(place.page - 1, count);
  return (
    <nav aria-label={t('notices.pages')} className={styles.pager}>
      {previous >= 1 ? (
        <Link to={href(previous)} rel="prev" className={styles.step}>
          <span aria-hidden="true">‹</span>
          {t('notices.prevPage')}
        </Link>
      ) : null}
      <ul className={styles.numbers}>
        {pagerItems(place.page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={styles.number}
                aria-label={t('notices.pageNumber', { page: item })}
                aria-current={item === place.page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {place.page < count ? (
        <Link to={href(place.page + 1)} rel="next" className={`${styles.step} ${styles.stepNext}`}>
          {t('notices.nextPage')}
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}
