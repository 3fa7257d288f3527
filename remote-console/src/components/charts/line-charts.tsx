import { Box } from '@chakra-ui/react/box';
import { ResponsiveLineCanvas } from '@nivo/line';
import { ChartTip } from './chart-tip';
import { CATEGORY_COLORS, chartTheme } from './chart-theme';

/** A point of a line chart: a day (YYYY-MM-DD) and its count. */
export interface ChartPoint {
  x: string;
  y: number;
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
  data: ChartPoint[];
  dark: boolean;
  color: string;
  label: string;
}) {
  return (
    <Box h="280px" role="img" aria-label={label} data-testid="content-chart">
      <ResponsiveLineCanvas
        data={[{ id: label, data: data.map((point) => ({ x: point.x.slice(5), y: point.y })) }]}
        theme={chartTheme(dark)}
        colors={[color]}
        margin={{ top: 16, right: 16, bottom: 36, left: 48 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        curve="monotoneX"
        enableArea
        areaOpacity={0.12}
        lineWidth={3}
        pointSize={8}
        pointColor={dark ? '#232324' : '#ffffff'}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        enableGridX={false}
        gridYValues={5}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5 }}
        axisBottom={{ tickSize: 0, tickPadding: 10 }}
        tooltip={({ point }) => (
          <ChartTip
            color={point.seriesColor}
            label={`${label} · ${String(point.data.x)}`}
            value={String(point.data.y)}
          />
        )}
      />
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
