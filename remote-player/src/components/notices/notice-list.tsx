import { Link } from 'react-router-dom';
import { useNotices } from '../../api/get-notices';
import { useText } from '../../i18n/texts';
import { formatDate } from '../../lib/format';
import { useSite } from '../../lib/site-context';
import { NoticeCategoryBadge } from './notice-category';
import styles from './notices.module.css';

export interface NoticeListProps {
  limit: number;
}

/** The latest announcements, each linking to its page in the same area and layout. Rows keep their height. */
export function NoticeList({ limit }: NoticeListProps) {
  const t = useText();
  const { path, layout } = useSite();
  const notices = useNotices({ page: 1, pageSize: limit });
  const listClass = layout === 'mobile' ? `${styles.list} ${styles.mobile}` : styles.list;

  if (notices.isPending) {
    return (
      <ul className={listClass} aria-busy="true" aria-label={t('notices.loading')}>
        {Array.from({ length: limit }, (_, index) => (
          <li key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (notices.isError) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('notices.error')}</p>
        <button type="button" className={styles.retry} onClick={() => void notices.refetch()}>
          {t('notices.retry')}
        </button>
      </div>
    );
  }
  if (notices.data.items.length === 0) {
    return <p className={styles.message}>{t('notices.empty')}</p>;
  }
  return (
    <ul className={listClass}>
      {notices.data.items.map((notice) => (
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
