import type { NoticeCategory } from '@site/contracts/api/notice-fields';
import { useText } from '../../../i18n/texts';
import styles from './notices.module.css';

export function NoticeCategoryBadge({ category }: { category: NoticeCategory }) {
  const t = useText();
  return (
    <span className={styles.badge} data-category={category}>
      {t(`notices.category.${category}`)}
    </span>
  );
}
