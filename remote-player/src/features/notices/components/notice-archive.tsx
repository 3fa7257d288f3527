import { NOTICE_CATEGORIES } from '@site/contracts/api/notice-fields';
import type { PublicNoticePage } from '@site/contracts/api/notices';
import { Link, useSearchParams } from 'react-router-dom';
import { archiveNoticesParams, useNotices } from '../api/get-notices';
import { useText } from '../../../i18n/texts';
import { type ArchivePlace, archivePlace } from '../lib/notice-archive';
import { archiveSearch, pageCount } from '../lib/notice-pager';
import { useSite } from '../../../lib/site-context';
import { Crumbs } from '../../../components/crumbs/crumbs';
import ui from '../../../components/ui/ui.module.css';
import styles from './notice-archive.module.css';
import { NoticeItems, NoticeItemsError, NoticeItemsLoading } from './notice-items';
import { NoticePager } from './notice-pager';

type Href = (place: ArchivePlace) => string;

/** Every category and each one alone, as links: the current one is marked, and a choice starts at page 1. */
function CategoryFilter({ place, href }: { place: ArchivePlace; href: Href }) {
  const t = useText();
  const choices = [null, ...NOTICE_CATEGORIES];
  return (
    <nav aria-label={t('notices.filter')} className={styles.filter}>
      <ul>
        {choices.map((category) => (
          <li key={category ?? 'all'}>
            <Link
              to={href({ category, page: 1 })}
              className={styles.chip}
              data-category={category ?? 'all'}
              aria-current={category === place.category ? 'page' : undefined}
            >
              {category ? t(`notices.category.${category}`) : t('notices.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The list's rows, or what stands in their place: nothing yet, nothing in the category, a page past the end. */
function ArchiveRows({ place, data, href }: { place: ArchivePlace; data: PublicNoticePage; href: Href }) {
  const t = useText();
  if (data.items.length > 0) {
    const from = (data.page - 1) * data.pageSize + 1;
    return (
      <>
        <p className={styles.summary} role="status">
          {t('notices.summary', { total: data.total, from, to: from + data.items.length - 1 })}
        </p>
        <NoticeItems items={data.items} />
      </>
    );
  }
  if (data.total > 0) {
    const last = pageCount(data.total, data.pageSize);
    return (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{t('notices.pastEndTitle')}</p>
        <p>{t('notices.pastEndText', { count: last })}</p>
        <Link to={href({ ...place, page: last })} className={ui.buttonGhost}>
          {t('notices.toLastPage', { count: last })}
        </Link>
      </div>
    );
  }
  if (place.category) {
    return (
      <div className={styles.message}>
        <p>{t('notices.emptyCategory', { category: t(`notices.category.${place.category}`) })}</p>
        <Link to={href({ category: null, page: 1 })} className={ui.buttonGhost}>
          {t('notices.showAll')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.message}>
      <p>{t('notices.empty')}</p>
    </div>
  );
}

/** All published notices, newest first, a page at a time, of one category or every one (the address says which). */
export function NoticeArchive() {
  const t = useText();
  const { path, layout } = useSite();
  const [search] = useSearchParams();
  const place = archivePlace(search);
  const params = archiveNoticesParams(place);
  const notices = useNotices(params);
  const href: Href = (to) => `${path('notice')}${archiveSearch(to)}`;

  return (
    <>
      <Crumbs trail={[{ label: t('nav.top'), to: path() }]} current={t('notices.archiveTitle')} />
      <h1 className={ui.pageTitle}>{t('notices.archiveTitle')}</h1>
      <p className={ui.pageLead}>{t('notices.archiveLead')}</p>
      <CategoryFilter place={place} href={href} />
      <div className={`${ui.panel} ${styles.panel} ${layout === 'mobile' ? styles.mobile : ''}`}>
        {notices.isPending ? (
          <NoticeItemsLoading rows={params.pageSize} />
        ) : notices.isError ? (
          <NoticeItemsError onRetry={() => void notices.refetch()} />
        ) : (
          <ArchiveRows place={place} data={notices.data} href={href} />
        )}
      </div>
      {notices.data ? (
        <NoticePager
          place={place}
          count={pageCount(notices.data.total, notices.data.pageSize)}
          href={(page) => href({ ...place, page })}
        />
      ) : null}
    </>
  );
}
