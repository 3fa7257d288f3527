import { useText } from '../../i18n/texts';
import { Section } from '../section/section';
import { NoticeList } from './notice-list';

export const LATEST_NOTICES = 5;

export function NewsSection() {
  const t = useText();
  return (
    <Section id="news" title={t('sections.news')} label="News">
      <NoticeList limit={LATEST_NOTICES} />
    </Section>
  );
}
