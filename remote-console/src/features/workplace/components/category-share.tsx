import { Text } from '@chakra-ui/react/text';
import { NOTICE_CATEGORIES } from '@site/contracts/api/notice-fields';
import { useAtomValue } from '@site/shared/core';
import { Suspense, lazy, useMemo } from 'react';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { appSettingsAtom } from '../../../state/settings';
import { usePublishedNotices } from '../api/get-published-notices';
import { ChartFallback } from './content-data';
import { ErrorLine } from './error-line';
import { loadPieChart } from '../../../components/charts/load-charts';

const CategoryPieChart = lazy(() => loadPieChart().then((m) => ({ default: m.CategoryPieChart })));

/** The published notices by category, as a pie chart (GET /api/notices, the 50 newest). */
export function CategoryShare() {
  const { t } = useConsoleT();
  const { theme } = useAtomValue(appSettingsAtom);
  const query = usePublishedNotices();
  const data = useMemo(
    () =>
      NOTICE_CATEGORIES.map((category) => ({
        id: category,
        label: t(`category.${category}`),
        value: query.data?.items.filter((item) => item.category === category).length ?? 0,
      })).filter((slice) => slice.value > 0),
    [query.data, t],
  );
  return (
    <Panel
      id="category"
      title={t('workplace.category')}
      extra={
        <Text fontSize="xs" color="fg.muted">
          {t('workplace.category.source')}
        </Text>
      }
      minH="100%"
    >
      {query.error ? (
        <ErrorLine error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Suspense fallback={<ChartFallback />}>
          <CategoryPieChart data={data} dark={theme === 'dark'} label={t('workplace.category.source')} />
        </Suspense>
      ) : (
        <ChartFallback />
      )}
    </Panel>
  );
}
