import type { PublicNoticeItem } from '@site/contracts/api/notices';
import { Link } from 'react-router-dom';
import { useText } from '../../../i18n/texts';
import { formatDate } from '../../../lib/format';
import { useSite } from '../../../lib/site-context';
import { NoticeCategoryBadge } from './notice-category';
import styles from './notices.module.css';

function listClass(layout: 'pc' | 'mobile'): string | undefined {
  return layout === 'mobile' ? `${styles.list} ${styles.mobile}` : styles.list;
}

/** Notices as rows of date, category and title, each linking to its page in the same area and layout. */
export function NoticeItems({ items }: { items: readonly PublicNoticeItem[] }) {
  const { path, layout } = useSite();
  return (
    <ul className={listClass(layout)}>
      {items.map((notice) => (
        <li key={notice.id}>
          <Link to={path(`notice/${notice.id}`)} className={styles.item}>
            <time dateTime={notice.publishAt} className={styles.date}>
              {formatDate(notice.publishAt)}
            </time>
            <NoticeCategoryBadge category={notice.category} />
            <span className={styles.title}>{notice.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The rows' places while they load: the list keeps its height. */
export function NoticeItemsLoading({ rows }: { rows: number }) {
  const t = useText();
  const { layout } = useSite();
  return (
    <ul className={listClass(layout)} aria-busy="true" aria-label={t('notices.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className={styles.skeleton} aria-hidden="true" />
      ))}
    </ul>
  );
}

/** A list that could not be loaded, with a retry. */
export function NoticeItemsError({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <div className={styles.message} role="alert">
      <p>{t('notices.error')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('notices.retry')}
      </button>
    </div>
  );
}
