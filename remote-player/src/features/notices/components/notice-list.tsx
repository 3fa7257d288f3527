import { useNotices } from '../api/get-notices';
import { useText } from '../../../i18n/texts';
import { NoticeItems, NoticeItemsError, NoticeItemsLoading } from './notice-items';
import styles from './notices.module.css';

export interface NoticeListProps {
  limit: number;
}

/** The latest announcements. Rows keep their height. */
export function NoticeList({ limit }: NoticeListProps) {
  const t = useText();
  const notices = useNotices({ page: 1, pageSize: limit });

  if (notices.isPending) return <NoticeItemsLoading rows={limit} />;
  if (notices.isError) return <NoticeItemsError onRetry={() => void notices.refetch()} />;
  if (notices.data.items.length === 0) {
    return <p className={styles.message}>{t('notices.empty')}</p>;
  }
  return <NoticeItems items={notices.data.items} />;
}
