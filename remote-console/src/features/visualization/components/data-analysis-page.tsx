import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { useAtomValue } from '@site/shared/core';
import { Suspense, lazy } from 'react';
import { useConsoleT } from '../../../i18n/texts';
import { appSettingsAtom } from '../../../state/settings';
import { Panel } from '../../../components/panel';
import { usePreregistrationStats } from '../api/get-preregistration-stats';
import { loadLineCharts, loadPieChart } from '../../../components/charts/load-charts';

const ContentLineChart = lazy(() => loadLineCharts().then((m) => ({ default: m.ContentLineChart })));
const CategoryPieChart = lazy(() => loadPieChart().then((m) => ({ default: m.CategoryPieChart })));

/** Pre-registrations by day, source and platform (GET /api/stats/preregistrations). */
export default function DataAnalysisPage() {
  const { t, i18n } = useConsoleT();
  const { theme, themeColor } = useAtomValue(appSettingsAtom);
  const dark = theme === 'dark';
  const query = usePreregistrationStats();
  const data = query.data;
  const fallback = <Skeleton h="280px" />;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
      <Box gridColumn={{ lg: 'span 2' }} bg="bg.panel" rounded="md" p="5">
        <Heading as="h1" fontSize="lg" mb="1">
          {t('viz.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('viz.total')}
        </Text>
        <Text fontSize="3xl" fontWeight="700" data-testid="prereg-total">
          {data ? new Intl.NumberFormat(i18n.language).format(data.total) : '—'}
        </Text>
        {query.error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('common.error', { message: query.error.message })}
          </Text>
        )}
      </Box>
      <Box gridColumn={{ lg: 'span 2' }}>
        <Panel id="by-day" title={t('viz.byDay')}>
          <Suspense fallback={fallback}>
            {data ? (
              <ContentLineChart data={data.byDay} dark={dark} color={themeColor} label={t('viz.byDay')} />
            ) : (
              fallback
            )}
          </Suspense>
        </Panel>
      </Box>
      <Panel id="by-source" title={t('viz.bySource')}>
        <Suspense fallback={fallback}>
          {data ? (
            <CategoryPieChart
              dark={dark}
              label={t('viz.bySource')}
              data={data.bySource.map((row) => ({ id: row.source, label: row.source, value: row.count }))}
            />
          ) : (
            fallback
          )}
        </Suspense>
      </Panel>
      <Panel id="by-platform" title={t('viz.byPlatform')}>
        <Suspense fallback={fallback}>
          {data ? (
            <CategoryPieChart
              dark={dark}
              label={t('viz.byPlatform')}
              data={data.byPlatform.map((row) => ({
                id: row.platform,
                label: row.platform,
                value: row.count,
              }))}
            />
          ) : (
            fallback
          )}
        </Suspense>
      </Panel>
    </Grid>
  );
}
