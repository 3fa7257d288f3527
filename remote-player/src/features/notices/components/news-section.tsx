import { Link } from 'react-router-dom';
import { latestNoticesParams } from '../api/get-notices';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import { Section } from '../../../components/section/section';
import { NoticeList } from './notice-list';
import styles from './notices.module.css';

export function NewsSection() {
  const t = useText();
  const { path } = useSite();
  return (
    <Section id="news" title={t('sections.news')} label="News">
      <NoticeList limit={latestNoticesParams.pageSize} />
      <p className={styles.more}>
        <Link to={path('notice')} className={styles.moreLink}>
          {t('notices.seeAll')}
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </Section>
  );
}
