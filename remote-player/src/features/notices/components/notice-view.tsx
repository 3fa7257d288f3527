import { PageStatus } from '@site/shared/core';
import { Link, useParams } from 'react-router-dom';
import { isNoticeNotFound, parseNoticeId, useNotice } from '../api/get-notice';
import { useText } from '../../../i18n/texts';
import { formatDate } from '../../../lib/format';
import { renderMarkdown } from '../lib/render-markdown';
import { useSite } from '../../../lib/site-context';
import { Crumbs } from '../../../components/crumbs/crumbs';
import ui from '../../../components/ui/ui.module.css';
import { NoticeCategoryBadge } from './notice-category';
import styles from './notice-view.module.css';

function NoticeNotFound() {
  const t = useText();
  const { path } = useSite();
  return (
    <div className={`${ui.panel} ${styles.notFound}`}>
      <PageStatus code={404} />
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" className={styles.notFoundArt}>
        <circle
          cx="36"
          cy="36"
          r="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="3 6"
        />
        <path d="M36 14l4 18 18 4-18 4-4 18-4-18-18-4 18-4z" fill="currentColor" opacity="0.5" />
      </svg>
      <h1 className={ui.pageTitle}>{t('notices.notFoundTitle')}</h1>
      <p className={ui.pageLead}>{t('notices.notFoundText')}</p>
      <p className={styles.backRow}>
        <Link to={path('notice')} className={ui.buttonGhost}>
          {t('notices.backToList')}
        </Link>
        <Link to={path()} className={ui.button}>
          {t('notices.backToTop')}
        </Link>
      </p>
    </div>
  );
}

/** One announcement: date, category, title, its Markdown body (sanitised) and links to its neighbours. */
export function NoticeView() {
  const t = useText();
  const { path, layout } = useSite();
  const id = parseNoticeId(useParams().id);
  const notice = useNotice(id);

  if (id === null || (notice.isError && isNoticeNotFound(notice.error))) return <NoticeNotFound />;

  if (notice.isError) {
    return (
      <div className={`${ui.panel} ${styles.notFound}`} role="alert">
        <h1 className={ui.pageTitle}>{t('notices.error')}</h1>
        <p className={styles.backRow}>
          <button type="button" className={ui.button} onClick={() => void notice.refetch()}>
            {t('notices.retry')}
          </button>
          <Link to={path()} className={ui.buttonGhost}>
            {t('notices.backToTop')}
          </Link>
        </p>
      </div>
    );
  }

  if (notice.isPending) {
    return (
      <div className={`${ui.panel} ${styles.article}`} aria-busy="true">
        <p className={ui.srOnly} role="status">
          {t('notices.loading')}
        </p>
        <div className={styles.skeletonHead} aria-hidden="true" />
        <div className={styles.skeletonBody} aria-hidden="true" />
      </div>
    );
  }

  const data = notice.data;
  return (
    <>
      <Crumbs
        trail={[
          { label: t('nav.top'), to: path() },
          { label: t('notices.archiveTitle'), to: path('notice') },
        ]}
        current={data.title}
      />
      <article className={`${ui.panel} ${styles.article} ${layout === 'mobile' ? styles.mobile : ''}`}>
        <header className={styles.head}>
          <p className={styles.meta}>
            <NoticeCategoryBadge category={data.category} />
            <time dateTime={data.publishAt} className={styles.date}>
              <span className={ui.srOnly}>{t('notices.published')}</span>
              {formatDate(data.publishAt)}
            </time>
          </p>
          <h1 className={styles.title}>{data.title}</h1>
        </header>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: renderMarkdown(data.body) }} />
      </article>
      <nav aria-label={t('notices.pager')} className={styles.pager}>
        {data.prev ? (
          <Link to={path(`notice/${data.prev.id}`)} className={styles.prev} rel="prev">
            <span className={styles.pagerLabel}>← {t('notices.prev')}</span>
            <span className={styles.pagerTitle}>{data.prev.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {data.next ? (
          <Link to={path(`notice/${data.next.id}`)} className={styles.next} rel="next">
            <span className={styles.pagerLabel}>{t('notices.next')} →</span>
            <span className={styles.pagerTitle}>{data.next.title}</span>
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <p className={styles.backRow}>
        <Link to={path('notice')} className={ui.buttonGhost}>
          {t('notices.backToList')}
        </Link>
      </p>
    </>
  );
}
