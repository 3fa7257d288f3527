import type { HealthPoint, RemoteHealth as Health, VersionHealth } from '@site/contracts/api/rum';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { useAtomValue } from '@site/shared/core';
import { Suspense, lazy, useState } from 'react';
import { loadLineCharts } from '../../../components/charts/load-charts';
import { TableScroll } from '../../../components/table-scroll';
import { useConsoleT } from '../../../i18n/texts';
import { appSettingsAtom } from '../../../state/settings';
import { HEALTH_SPANS, useRemoteHealth } from '../api/get-remote-health';
import { DroppedReports } from './dropped-reports';
import { formatCls, formatMs, formatRate, minuteLabel, seriesOf } from './health-figures';

const TimeLineChart = lazy(() => loadLineCharts().then((m) => ({ default: m.TimeLineChart })));

type Column = { key: string; title: string; health: VersionHealth | null };

/** Whether the server has any report of the remote to show for the span. */
export function hasReports(health: Health): boolean {
  return (
    health.series.length > 0 ||
    [health.live, health.canary, health.liveSinceRelease].some((figures) => (figures?.pageViews ?? 0) > 0)
  );
}

/** Live, canary and the live version since its release, side by side: the text the charts stand for, too. */
function Comparison({ name, health }: { name: string; health: Health }) {
  const { t, i18n } = useConsoleT();
  const lang = i18n.language;
  const none = t('health.notMeasured');
  const columns: Column[] = [
    { key: 'live', title: t('health.series.live'), health: health.live },
    { key: 'canary', title: t('health.series.canary'), health: health.canary },
    { key: 'since', title: t('health.sinceRelease'), health: health.liveSinceRelease },
  ];
  const rows: { key: string; label: string; value: (h: VersionHealth) => string }[] = [
    { key: 'views', label: t('health.pageViews'), value: (h) => h.pageViews.toLocaleString(lang) },
    { key: 'errors', label: t('health.errorRate'), value: (h) => formatRate(h.errorRate, lang) },
    // What the guard weighs: each address once, however many page views it sends.
    { key: 'addresses', label: t('health.addresses'), value: (h) => h.addresses.toLocaleString(lang) },
    {
      key: 'addressErrors',
      label: t('health.addressErrorRate'),
      value: (h) => formatRate(h.addressErrorRate, lang),
    },
    { key: 'visitors', label: t('health.visitors'), value: (h) => h.visitors.toLocaleString(lang) },
    { key: 'lcp', label: t('health.lcp'), value: (h) => formatMs(h.lcpP75, lang, none) },
    { key: 'inp', label: t('health.inp'), value: (h) => formatMs(h.inpP75, lang, none) },
    { key: 'cls', label: t('health.cls'), value: (h) => formatCls(h.clsP75, lang, none) },
    { key: 'failures', label: t('health.loadFailures'), value: (h) => h.loadFailures.toLocaleString(lang) },
  ];
  return (
    <TableScroll label={t('health.table', { name })} mb="4">
      <Table.Root size="sm" data-testid="health-comparison">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('health.figure')}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} verticalAlign="top">
                {column.title} {/* The version under its role, so that the table fits a phone. */}
                <Text as="span" display="block" fontFamily="mono" fontSize="xs" fontWeight="normal">
                  {column.health?.version ?? (column.key === 'canary' ? t('health.noCanary') : '—')}
                </Text>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="500" textAlign="start">
                {row.label}
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.key} whiteSpace="nowrap">
                  {column.health ? row.value(column.health) : '—'}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** The figures behind the charts, minute by minute: built only when the admin opens it. */
function PerMinute({ name, points }: { name: string; points: HealthPoint[] }) {
  const { t, i18n } = useConsoleT();
  const [open, setOpen] = useState(false);
  const lang = i18n.language;
  return (
    <chakra.details mt="4" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <chakra.summary cursor="pointer" fontSize="sm" fontWeight="500" w="fit-content">
        {t('health.perMinute')}
      </chakra.summary>
      {open && (
        <TableScroll label={t('health.perMinuteTable', { name })} mt="2" maxH="80" overflowY="auto">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t('health.minute')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('monitor.version')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.pageViews')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.errorRate')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.lcp')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.inp')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.cls')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.map((point) => (
                <Table.Row key={`${point.minute}-${point.version}`}>
                  <Table.Cell>{minuteLabel(point.minute, lang)}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {point.version}
                  </Table.Cell>
                  <Table.Cell>{point.pageViews.toLocaleString(lang)}</Table.Cell>
                  <Table.Cell>{formatRate(point.errorRate, lang)}</Table.Cell>
                  <Table.Cell>{formatMs(point.lcpP75, lang)}</Table.Cell>
                  <Table.Cell>{formatMs(point.inpP75, lang)}</Table.Cell>
                  <Table.Cell>{formatCls(point.clsP75, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </chakra.details>
  );
}

/** The figures over time, a chart each, live and canary as two lines. */
function Charts({ health }: { health: Health }) {
  const { t, i18n } = useConsoleT();
  const { theme } = useAtomValue(appSettingsAtom);
  const lang = i18n.language;
  const versions = [health.live?.version, health.canary?.version].filter((v): v is string => Boolean(v));
  // The lines are named by their role, the versions being in the table and the chart's text.
  const roles = new Map([
    [health.live?.version, t('health.series.live')],
    [health.canary?.version, t('health.series.canary')],
  ]);
  if (health.series.length === 0 || versions.length === 0) return null;
  const minutes = new Set(health.series.map((point) => point.minute)).size;
  const charts = [
    {
      key: 'errorRate',
      figure: (p: HealthPoint) => p.errorRate,
      formatY: (y: number) => formatRate(y, lang),
    },
    // The title says milliseconds: the axis keeps to the numbers, which a phone's width holds.
    { key: 'lcp', figure: (p: HealthPoint) => p.lcpP75, formatY: (y: number) => y.toLocaleString(lang) },
    {
      key: 'pageViews',
      figure: (p: HealthPoint) => p.pageViews,
      formatY: (y: number) => y.toLocaleString(lang),
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      {charts.map((chart) => {
        const title = t(`health.chart.${chart.key}`);
        return (
          <Box key={chart.key} minW="0">
            <Text fontSize="sm" fontWeight="500" mb="1">
              {title}
            </Text>
            <Suspense fallback={<Skeleton h="220px" />}>
              <TimeLineChart
                series={seriesOf(health.series, versions, chart.figure).map((line) => ({
                  ...line,
                  id: roles.get(line.id) ?? line.id,
                }))}
                dark={theme === 'dark'}
                label={t('health.chartSummary', {
                  figure: title,
                  versions: versions.join(', '),
                  points: minutes,
                })}
                formatX={(x) => minuteLabel(x, lang)}
                formatY={chart.formatY}
                testId={`health-chart-${chart.key}`}
              />
            </Suspense>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * One remote's health from real visitors (admin): the live version and the canary side by side over a chosen span,
 * the live version since its release, charts over time, and the figures per minute as text.
 */
export function RemoteHealth({ name }: { name: string }) {
  const { t } = useConsoleT();
  const [minutes, setMinutes] = useState<number>(HEALTH_SPANS[0]);
  const health = useRemoteHealth(name, minutes);
  const headingId = `health-${name}-title`;
  const spanId = `health-${name}-span`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`health-${name}`}>
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap" mb="3">
        <Box minW="0" flex="1 1 18rem">
          <Heading as="h3" id={headingId} fontSize="sm" fontWeight="600" mb="1">
            {t('health.title', { name })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('health.intro')}
          </Text>
        </Box>
        <Field.Root w="auto" ids={{ control: spanId }}>
          <Field.Label fontSize="xs">{t('health.span')}</Field.Label>
          <NativeSelect.Root size="sm" w="44">
            <NativeSelect.Field
              value={String(minutes)}
              onChange={(event) => setMinutes(Number(event.target.value))}
            >
              {HEALTH_SPANS.map((span) => (
                <option key={span} value={span}>
                  {t(`health.minutes.${span}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      {health.isPending ? (
        <Skeleton h="40" />
      ) : health.error ? (
        <Flex role="alert" align="center" gap="3" wrap="wrap" py="2">
          <Text color="red.fg" fontSize="sm">
            {t('common.error', { message: health.error.message })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void health.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      ) : (
        <Box aria-busy={health.isPlaceholderData}>
          {!hasReports(health.data) ? (
            <Text color="fg.muted" fontSize="sm" py="2">
              {t('health.empty', { name })}
            </Text>
          ) : (
            <>
              <Comparison name={name} health={health.data} />
              <Charts health={health.data} />
              {health.data.series.length > 0 && <PerMinute name={name} points={health.data.series} />}
            </>
          )}
          {/* Shown with no report counted too: a flood of reports that count for nothing is seen here. */}
          <DroppedReports name={name} dropped={health.data.dropped} />
        </Box>
      )}
    </Box>
  );
}
