import { latestNoticesParams } from '../../api/get-notices';
import { useText } from '../../i18n/texts';
import { Section } from '../section/section';
import { NoticeList } from './notice-list';

export function NewsSection() {
  const t = useText();
  return (
    <Section id="news" title={t('sections.news')} label="News">
      <NoticeList limit={latestNoticesParams.pageSize} />
    </Section>
  );
}
