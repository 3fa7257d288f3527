import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { useAtomValue } from '@site/shared/core';
import { Suspense, lazy } from 'react';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { appSettingsAtom } from '../../../state/settings';
import { useContentData } from '../api/get-content-data';
import { ErrorLine } from './error-line';
import { loadLineCharts } from '../../../components/charts/load-charts';

const ContentLineChart = lazy(() => loadLineCharts().then((m) => ({ default: m.ContentLineChart })));

export function ChartFallback() {
  return <Skeleton h="280px" />;
}

/** Pre-registrations per day, as a line chart (GET /api/content-data). */
export function ContentData() {
  const { t } = useConsoleT();
  const { theme, themeColor } = useAtomValue(appSettingsAtom);
  const query = useContentData();
  return (
    <Panel
      id="content-data"
      title={t('workplace.contentData')}
      extra={
        <Text fontSize="xs" color="fg.muted">
          {t('workplace.contentData.unit')}
        </Text>
      }
    >
      {query.error ? (
        <ErrorLine error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Suspense fallback={<ChartFallback />}>
          <ContentLineChart
            data={query.data}
            dark={theme === 'dark'}
            color={themeColor}
            label={t('workplace.contentData.unit')}
          />
        </Suspense>
      ) : (
        <ChartFallback />
      )}
    </Panel>
  );
}
