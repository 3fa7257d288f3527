import { Box } from '@chakra-ui/react/box';
import { ResponsiveLineCanvas } from '@nivo/line';
import { ResponsivePieCanvas } from '@nivo/pie';
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
        pointBorderColor={{ from: 'serieColor' }}
        enableGridX={false}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5 }}
        axisBottom={{ tickSize: 0, tickPadding: 10 }}
      />
    </Box>
  );
}

export function CategoryPieChart({
  data,
  dark,
  label,
}: {
  data: { id: string; label: string; value: number }[];
  dark: boolean;
  label: string;
}) {
  return (
    <Box h="280px" role="img" aria-label={label} data-testid="category-chart">
      <ResponsivePieCanvas
        data={data}
        theme={chartTheme(dark)}
        colors={CATEGORY_COLORS}
        margin={{ top: 16, right: 16, bottom: 48, left: 16 }}
        innerRadius={0.6}
        padAngle={1}
        cornerRadius={2}
        activeOuterRadiusOffset={4}
        enableArcLinkLabels={false}
        arcLabel={(datum) => `${datum.value}`}
        arcLabelsTextColor="#ffffff"
        legends={[
          {
            anchor: 'bottom',
            direction: 'row',
            translateY: 40,
            itemWidth: 80,
            itemHeight: 18,
            symbolSize: 10,
            symbolShape: 'circle',
          },
        ]}
      />
    </Box>
  );
}
