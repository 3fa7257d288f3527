import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { DailyCount } from '@site/contracts/api/common';
import { type LineCustomCanvasLayerProps, ResponsiveLineCanvas } from '@nivo/line';
import { useConsoleT } from '../../i18n/texts';
import { siteDateFormat } from '../../lib/site-dates';
import { ChartTip } from './chart-tip';
import { CATEGORY_COLORS, chartTheme } from './chart-theme';

/** The two lines of a daily chart: the days that are over, and today so far (from yesterday's point to today's). */
const DAYS = 'days';
const TODAY = 'today';
type DaySeries = { id: string; data: { x: string; y: number | null }[] };

/**
 * The days that are over as a solid line with its area; today, whose count is still growing, as a dashed segment
 * with a hollow end and its label, so that an unfinished day never reads as a fall.
 */
function dailyLinesLayer(todayLabel: string | undefined, textColor: string, background: string) {
  return (ctx: CanvasRenderingContext2D, props: LineCustomCanvasLayerProps<DaySeries>) => {
    const { series, lineGenerator, areaGenerator } = props;
    for (const line of series) {
      const positions = line.data.map((datum) => datum.position);
      ctx.save();
      if (line.id === DAYS) {
        ctx.globalAlpha = 0.12;
        ctx.fillStyle = line.color;
        ctx.beginPath();
        areaGenerator.context(ctx)(positions);
        ctx.fill();
        ctx.globalAlpha = 1;
      }
      ctx.strokeStyle = line.color;
      ctx.lineWidth = 3;
      ctx.setLineDash(line.id === TODAY ? [7, 6] : []);
      ctx.beginPath();
      lineGenerator.context(ctx)(positions);
      ctx.stroke();
      const end = positions.at(-1);
      if (line.id === TODAY && end && todayLabel) {
        // Above today's point, on the panel's colour so that the dashed line under it does not cross the words.
        ctx.setLineDash([]);
        ctx.font = '600 12px system-ui, sans-serif';
        const width = ctx.measureText(todayLabel).width;
        const top = Math.max(0, end.y - 30);
        ctx.fillStyle = background;
        ctx.fillRect(end.x - width - 6, top, width + 8, 18);
        ctx.fillStyle = textColor;
        ctx.textAlign = 'right';
        ctx.textBaseline = 'top';
        ctx.fillText(todayLabel, end.x - 2, top + 3);
      }
      ctx.restore();
    }
  };
}

/** Today's label ("Today so far, until 14:35"), from the instant its count runs to, in the site's time zone. */
function useTodayLabel(data: DailyCount[]): string | undefined {
  const { t, i18n } = useConsoleT();
  const today = data.find((point) => point.partial);
  if (!today) return undefined;
  const time = siteDateFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return t('chart.todaySoFar', { time: time.format(new Date(today.until)) });
}

/**
 * nivo charts: in their own chunk, loaded only by the pages that show them. Drawn on canvas: nivo's SVG charts
 * give every tick, grid line, point and arc a react-spring transition (even with animate off), which kept the
 * workplace's main thread busy for seconds after its data arrived.
 */
export function ContentLineChart({
  data,
  dark,
  color,
  label,
}: {
  data: DailyCount[];
  dark: boolean;
  color: string;
  label: string;
}) {
  const { t } = useConsoleT();
  const todayLabel = useTodayLabel(data);
  const theme = chartTheme(dark);
  // The panel's colour: hollow points and the label's ground.
  const panel = dark ? '#232324' : '#ffffff';
  const days = data.map((point) => ({ x: point.x.slice(5), y: point.partial ? null : point.y }));
  const partialAt = data.findIndex((point) => point.partial);
  const lines: DaySeries[] = [{ id: DAYS, data: days }];
  if (partialAt > 0) {
    lines.push({
      id: TODAY,
      data: [data[partialAt - 1]!, data[partialAt]!].map((point) => ({ x: point.x.slice(5), y: point.y })),
    });
  }
  return (
    <Box>
      <Box
        h="280px"
        role="img"
        aria-label={todayLabel ? `${label} (${todayLabel})` : label}
        data-testid="content-chart"
      >
        <ResponsiveLineCanvas
          data={lines}
          theme={theme}
          colors={[color, color]}
          margin={{ top: 24, right: 16, bottom: 36, left: 48 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          curve="monotoneX"
          layers={['grid', 'axes', dailyLinesLayer(todayLabel, theme.text.fill, panel), 'points', 'mesh']}
          pointSize={8}
          pointColor={panel}
          pointBorderWidth={2}
          pointBorderColor={{ from: 'seriesColor' }}
          enableGridX={false}
          gridYValues={5}
          axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5 }}
          axisBottom={{ tickSize: 0, tickPadding: 10 }}
          tooltip={({ point }) => (
            <ChartTip
              color={point.seriesColor}
              label={`${label} · ${String(point.data.x)}${
                point.seriesId === TODAY && point.indexInSeries === 1 && todayLabel ? ` (${todayLabel})` : ''
              }`}
              value={String(point.data.y)}
            />
          )}
        />
      </Box>
      {todayLabel && (
        <HStack
          gap="2"
          fontSize="xs"
          color="fg.muted"
          justify="flex-end"
          textAlign="end"
          data-testid="content-chart-partial"
        >
          <Box
            as="span"
            w="6"
            borderTopWidth="2px"
            borderStyle="dashed"
            borderColor={color}
            aria-hidden="true"
          />
          <Text as="span">{t('chart.partialDay', { today: todayLabel })}</Text>
        </HStack>
      )}
    </Box>
  );
}

/** A line of a time chart: a series' id (e.g. a version) and its values by x; null leaves a gap. */
export interface TimeSeries {
  id: string;
  data: { x: string; y: number | null }[];
}

/** At most this many labels under a time chart: a day of minutes would otherwise be unreadable. */
const MAX_TICKS = 4;

/**
 * Several lines over the same x values (minutes), e.g. the live and the canary version side by side. `formatX` and
 * `formatY` are the page's own (language, unit); the label names what it shows, and the page gives the figures as
 * text beside it.
 */
export function TimeLineChart({
  series,
  dark,
  label,
  formatX,
  formatY,
  testId,
}: {
  series: TimeSeries[];
  dark: boolean;
  label: string;
  formatX: (x: string) => string;
  formatY: (y: number) => string;
  testId?: string;
}) {
  const xs = series[0]?.data.map((point) => point.x) ?? [];
  const every = Math.max(1, Math.ceil(xs.length / MAX_TICKS));
  return (
    <Box h="220px" role="img" aria-label={label} data-testid={testId}>
      <ResponsiveLineCanvas
        data={series}
        theme={chartTheme(dark)}
        colors={CATEGORY_COLORS}
        margin={{ top: 16, right: 16, bottom: 52, left: 56 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        lineWidth={2}
        pointSize={xs.length > 60 ? 0 : 5}
        pointColor={{ from: 'series.color' }}
        enableGridX={false}
        gridYValues={4}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 4, format: (y: number) => formatY(y) }}
        axisBottom={{
          tickSize: 0,
          tickPadding: 10,
          tickValues: xs.filter((_, i) => i % every === 0),
          format: (x: string) => formatX(x),
        }}
        tooltip={({ point }) => (
          <ChartTip
            color={point.seriesColor}
            label={`${String(point.seriesId)} · ${formatX(String(point.data.x))}`}
            value={formatY(Number(point.data.y))}
          />
        )}
        legends={[
          {
            anchor: 'bottom-left',
            direction: 'row',
            translateY: 50,
            itemWidth: 90,
            itemHeight: 16,
            symbolSize: 10,
            symbolShape: 'circle',
          },
        ]}
      />
    </Box>
  );
}
